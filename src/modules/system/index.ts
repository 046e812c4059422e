// The system module's public entry: the data dictionary's pickers and tags, for every module's
// forms and columns.
export { DictionarySelect } from './components/dictionary-select'
export { useDictionaryTags } from './components/dictionary-tag'
