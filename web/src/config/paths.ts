// The pages are shared with the server, which answers any other path 404.
export { isAppPath, paths, routePatterns } from '@anpfiff/schemas/site/paths';
