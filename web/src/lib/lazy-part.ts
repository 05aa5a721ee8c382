import { type ComponentType, lazy } from 'react';

/**
 * A part of a page that only an interaction shows (a filter dialog, a 'Mehr Infos' modal): its code
 * loads when first needed, not with the page. `preload` starts the download early, e.g. when the
 * pointer reaches the button that opens it, so the part is usually there by the click.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return {
    Component: lazy(preload),
    preload: () => {
      void preload();
    },
  };
}
