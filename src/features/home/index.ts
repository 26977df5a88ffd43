/** The home page: in the app's first chunk on purpose (most first visits start there). */
export { HomePage } from './HomePage';
