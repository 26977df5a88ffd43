import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The back office's light theme: Chakra's full default set (operators work on desktops; the member
 * site's 200-KB budget does not apply here), Kanit for Thai, a calm blue accent.
 */
export const adminSystem = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      'html, body': { bg: 'gray.50', color: 'gray.900', colorScheme: 'light' },
    },
    theme: {
      tokens: {
        fonts: {
          body: { value: "'Kanit', 'Noto Sans Thai', Tahoma, sans-serif" },
          heading: { value: "'Kanit', 'Noto Sans Thai', Tahoma, sans-serif" },
        },
      },
    },
  }),
);
