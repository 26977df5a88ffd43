/**
 * The app's data stage (src/start.tsx): importing this evaluates TanStack Router and Query, jotai and
 * the HTTP client's libraries (the build's `app-data` chunk) in a task of their own.
 */
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
export { createStore } from 'jotai';
