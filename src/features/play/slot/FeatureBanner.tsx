import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatMoney } from '@/lib/format';
import type { Banner } from './useSlotPlayer';

/** Over the reels: the feature's start (spins, multiplier) and its total; a tap moves on. */
export function FeatureBanner({ banner, multiplier, onClose }: { banner: Banner; multiplier: number; onClose: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onClose}
      position="absolute"
      inset="0"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      rounded="2xl"
      bg="radial-gradient(ellipse at center, rgba(46,16,70,0.94) 0%, rgba(10,4,18,0.9) 80%)"
      className="play-notice"
      data-testid="slot-banner"
      aria-live="assertive"
    >
      {banner.kind === 'intro' ? (
        <>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="purple.200">
            {banner.bought ? 'ซื้อฟรีสปินสำเร็จ' : 'หีบสมบัติเปิดแล้ว!'}
          </Text>
          <Text
            fontSize={{ base: '4xl', md: '6xl' }}
            fontWeight="bold"
            color="gold.300"
            lineHeight="1.1"
            textShadow="0 0 18px rgba(245,197,66,0.6)"
          >
            ฟรีสปิน {banner.spins} ครั้ง
          </Text>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="white">
            รางวัลทั้งหมดคูณ {multiplier}
          </Text>
        </>
      ) : (
        <>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="purple.200">
            รวมรางวัลฟรีสปิน {banner.spins} ครั้ง
          </Text>
          <Text
            fontSize={{ base: '4xl', md: '6xl' }}
            fontWeight="bold"
            color="gold.300"
            lineHeight="1.1"
            textShadow="0 0 18px rgba(245,197,66,0.6)"
            data-testid="slot-feature-total"
          >
            {formatMoney(banner.win / 100)}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.800">
            แตะเพื่อเล่นต่อ
          </Text>
        </>
      )}
    </chakra.button>
  );
}
