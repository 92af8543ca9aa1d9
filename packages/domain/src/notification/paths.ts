/** A notification's fields by their `section.field` path: the registry's one path helper, re-exported. */
export { diffPaths, getPath, setPath } from '../shared/record-paths';
