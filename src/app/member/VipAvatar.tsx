import { Image } from '@chakra-ui/react/image';

/** docs/product.md "User and VIP avatar": VIP level 2 shows the hero avatar, 1 the gold one, anything else the guest one. */
function avatarFor(vipLevel: number | null | undefined): { src: string; label: string } {
  if (vipLevel === 2) return { src: '/images/avatars/hero.svg', label: 'VIP Hero' };
  if (vipLevel === 1) return { src: '/images/avatars/gold.svg', label: 'VIP Gold' };
  return { src: '/images/avatars/guest.svg', label: 'สมาชิก' };
}

export function VipAvatar({ vipLevel, size = '40px' }: { vipLevel: number | null | undefined; size?: string }) {
  const avatar = avatarFor(vipLevel);
  return <Image src={avatar.src} alt={avatar.label} title={avatar.label} boxSize={size} rounded="full" flexShrink={0} draggable={false} />;
}
