// Tests read what the file transport wrote with the same reader the dev mailbox page uses.
export { type ParsedEml, readEml } from './read-eml';
