import type { RefObject } from 'react';

/** The member's cannon at the bottom of the sea; the barrel turns toward each target. */
export function Cannon({ barrelRef, betText }: { barrelRef: RefObject<HTMLDivElement | null>; betText: string }) {
  return (
    <div className="fish-cannon" aria-hidden="true">
      <div className="fish-barrel" ref={barrelRef}>
        <svg viewBox="0 0 28 60" width="28" height="60">
          <defs>
            <linearGradient id="gf-barrel" x1="0" x2="1">
              <stop offset="0" stopColor="#8d5b0c" />
              <stop offset="0.45" stopColor="#fce588" />
              <stop offset="1" stopColor="#b7791f" />
            </linearGradient>
          </defs>
          <rect x="6" y="4" width="16" height="52" rx="4" fill="url(#gf-barrel)" stroke="#5c3b06" strokeWidth="1.5" />
          <rect x="3" y="0" width="22" height="9" rx="3" fill="url(#gf-barrel)" stroke="#5c3b06" strokeWidth="1.5" />
          <rect x="9" y="18" width="10" height="3" rx="1.5" fill="#137a3f" />
          <rect x="9" y="28" width="10" height="3" rx="1.5" fill="#137a3f" />
        </svg>
      </div>
      <div className="fish-base">
        <span>{betText}</span>
      </div>
    </div>
  );
}
