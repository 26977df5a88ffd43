/** The header's menu links (docs/product.md "Header"), in the spec's order with their Thai labels. */
export const NAV_LINKS = [
  { to: '/slot', label: 'สล็อต' },
  { to: '/lotto/lobby', label: 'หวย' },
  { to: '/casino', label: 'คาสิโน' },
  { to: '/sport', label: 'กีฬา' },
  { to: '/affiliate', label: 'แนะนำเพื่อน' },
  { to: '/promotions', label: 'โปรโมชั่น' },
  { to: '/winloss', label: 'คืนยอดเสีย' },
  { to: '/redeem', label: 'แลกของรางวัล' },
] as const;
