import type { SVGProps } from 'react';

/** The /play bar's icons (24x24, currentColor), kept here so the game loads no member-area code. */
type IconProps = SVGProps<SVGSVGElement>;

const Svg = ({ d, ...rest }: IconProps & { d: string }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
    <path d={d} />
  </svg>
);

export const HelpIcon = (p: IconProps) => (
  <Svg
    d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.2z"
    {...p}
  />
);
export const ShieldIcon = (p: IconProps) => (
  <Svg d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm-2 16-4-4 1.4-1.4 2.6 2.6 6.6-6.6L18 9l-8 8z" {...p} />
);
export const BackIcon = (p: IconProps) => <Svg d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z" {...p} />;
export const CopyIcon = (p: IconProps) => (
  <Svg
    d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
    {...p}
  />
);
