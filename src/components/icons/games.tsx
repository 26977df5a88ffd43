import { type IconProps, Svg } from './svg';

/** The game lobby's and launcher's icons. */
export const SearchIcon = (p: IconProps) => (
  <Svg d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" {...p} />
);
export const FullscreenIcon = (p: IconProps) => (
  <Svg d="M3 3h7v2H5v5H3V3zm11 0h7v7h-2V5h-5V3zM3 14h2v5h5v2H3v-7zm16 0h2v7h-7v-2h5v-5z" {...p} />
);
export const ExitFullscreenIcon = (p: IconProps) => (
  <Svg d="M8 3h2v7H3V8h5V3zm6 0h2v5h5v2h-7V3zM3 14h7v7H8v-5H3v-2zm11 0h7v2h-5v5h-2v-7z" {...p} />
);
export const PlayIcon = (p: IconProps) => <Svg d="M8 5v14l11-7L8 5z" {...p} />;
export const WalletIcon = (p: IconProps) => (
  <Svg d="M4 5h14a2 2 0 0 1 2 2v1h-7a3 3 0 0 0 0 6h7v3a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm9 5h9v2h-9a1 1 0 0 1 0-2z" {...p} />
);
