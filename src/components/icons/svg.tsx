import type { ReactNode, SVGProps } from 'react';

/**
 * The site's one icon set (no icon font, no extra package), drawn by these two helpers on a 24x24
 * grid in currentColor: filled path icons sized 1em by default, and outline icons (`...OutlineIcon`,
 * 1.8 stroke, 28 px by default). The icons are grouped in files by where they are used, so a page's
 * chunk carries only its own: shell.tsx (header, footer, menus, the PWA cards; the first page),
 * games.tsx (lobby and launcher), play.tsx (the /play bar; no member code), outline.tsx (the member
 * shortcuts and the money pages).
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export function Svg({ d, size = '1em', ...rest }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={d} />
    </svg>
  );
}

export function Outline({ children, size = 28, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
