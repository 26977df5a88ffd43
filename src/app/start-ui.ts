/**
 * The app's UI library stage (src/start.tsx): importing this evaluates Chakra's styled system,
 * emotion and zag (the build puts them in the `app-ui` chunk with this module) in a task of their own.
 */
export { ChakraProvider } from '@chakra-ui/react';
