import { Badge, Box, Button, Container, Flex, Grid, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FORFEIT_RULE_NAMES, type Promotion } from '@contract/promotions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { LabelRow } from '@/components/data/LabelRow';
import { GiftIcon } from '@/components/icons/shell';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage } from '@/lib/api-error';
import { isLoggedInAtom } from '@/state/auth';
import { promotionListQuery } from './queries';
import { baht, headline, requirementText, validityText } from './terms';
import { useChoosePromotion } from './useChoosePromotion';
import { Weights } from './Weights';

function Cover({ p }: { p: Promotion }) {
  if (p.image) return <Image src={p.image} alt={p.title} w="full" aspectRatio="16 / 9" objectFit="cover" loading="lazy" />;
  return (
    <Flex
      aspectRatio="16 / 9"
      align="center"
      justify="center"
      direction="column"
      gap="2"
      bgGradient="to-br"
      gradientFrom="gold.800"
      gradientTo="green.900"
      px="4"
      textAlign="center"
      aria-hidden
    >
      <Box color="gold.300">
        <GiftIcon size="48px" />
      </Box>
      <Text fontWeight="bold" fontSize={{ base: 'xl', sm: '2xl' }} color="gold.100">
        {headline(p)}
      </Text>
    </Flex>
  );
}

function Terms({ p }: { p: Promotion }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const lines = p.terms.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return null;
  return (
    <Box>
      <Button
        variant="ghost"
        size="sm"
        colorPalette="gold"
        px="0"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'ซ่อนเงื่อนไข' : 'อ่านเงื่อนไขทั้งหมด'}
      </Button>
      <Box id={id} hidden={!open}>
        <Stack as="ol" gap="1" fontSize="sm" color="fg.muted" pl="5" m="0" listStyleType="decimal">
          {lines.map((l) => (
            <li key={l}>{l.replace(/^\s*(\d+[.)]|[-•])\s*/, '')}</li>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

function TakeButton({ p, signedIn, chosen }: { p: Promotion; signedIn: boolean; chosen: boolean }) {
  const navigate = useNavigate();
  const choose = useChoosePromotion();
  if (!signedIn) {
    return (
      <Button asChild colorPalette="gold" size="lg" w="full">
        <Link to="/register">รับโปรโมชั่น</Link>
      </Button>
    );
  }
  if (chosen) {
    return (
      <Button asChild colorPalette="green" size="lg" w="full">
        <Link to="/member/deposit">เลือกไว้แล้ว ไปฝากเงิน</Link>
      </Button>
    );
  }
  const take = () => {
    if (choose.isPending) return;
    choose.mutate(
      { promotionId: p.id, title: p.title },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: `เลือกโปรโมชั่น ${p.title} แล้ว`, description: 'ฝากเงินเพื่อรับโบนัส', duration: TOAST_MS });
          void navigate({ to: '/member/deposit' });
        },
        onError: (err) =>
          toaster.create({ type: 'error', title: 'รับโปรโมชั่นไม่สำเร็จ', description: failureMessage(err), duration: TOAST_MS }),
      },
    );
  };
  return (
    <Button
      colorPalette="gold"
      size="lg"
      w="full"
      disabled={p.eligible === false}
      loading={choose.isPending}
      loadingText="กำลังเลือก"
      onClick={take}
    >
      รับโปรโมชั่น
    </Button>
  );
}

function PromotionCard({ p, signedIn, chosen }: { p: Promotion; signedIn: boolean; chosen: boolean }) {
  const r = p.requirement;
  return (
    <Box
      as="article"
      aria-label={p.title}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor={chosen ? 'gold.500' : 'border.muted'}
      overflow="hidden"
      display="flex"
      flexDirection="column"
      minW="0"
    >
      <Cover p={p} />
      <Stack gap="3" p={{ base: '4', sm: '5' }} flex="1">
        <Flex gap="2" wrap="wrap">
          <Badge colorPalette="gold" variant="subtle">
            {p.type_name}
          </Badge>
          {chosen && (
            <Badge colorPalette="green" variant="solid">
              เลือกไว้สำหรับการฝากครั้งถัดไป
            </Badge>
          )}
        </Flex>
        <Box>
          <Heading as="h2" size="lg">
            {p.title}
          </Heading>
          <Text fontSize="xl" fontWeight="bold" color="gold.300" data-testid="promotion-headline">
            {headline(p)}
          </Text>
          {p.description && (
            <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-line">
              {p.description}
            </Text>
          )}
        </Box>
        <Box>
          <LabelRow label="ฝากขั้นต่ำ">{baht(p.min_deposit)} บาท</LabelRow>
          <LabelRow label="เงื่อนไข">
            <Text>{requirementText(r)}</Text>
          </LabelRow>
          {r.kind === 'turnover' && r.multiplier > 0 && <Weights weights={r.weights} />}
          <LabelRow label="ถอนได้สูงสุด">{r.max_withdrawal === null ? 'ไม่จำกัด' : `${baht(r.max_withdrawal)} บาท`}</LabelRow>
          <LabelRow label="ทำเงื่อนไขให้ครบภายใน">{r.days} วัน</LabelRow>
          <LabelRow label="ยกเลิกหรือหมดเวลาก่อนครบ">
            <Text fontSize="sm">{FORFEIT_RULE_NAMES[r.forfeit_rule]}</Text>
          </LabelRow>
          <LabelRow label="ระยะเวลาโปรโมชั่น">
            <Text fontSize="sm">{validityText(p)}</Text>
          </LabelRow>
        </Box>
        <Terms p={p} />
        <Box mt="auto">
          {signedIn && p.eligible === false && p.ineligible_reason && (
            <Text fontSize="sm" color="orange.300" mb="2" role="note">
              {p.ineligible_reason}
            </Text>
          )}
          {signedIn && p.eligible === true && !chosen && (
            <Text fontSize="sm" color="green.300" mb="2">
              ท่านรับโปรโมชั่นนี้ได้
            </Text>
          )}
          <TakeButton p={p} signedIn={signedIn} chosen={chosen} />
        </Box>
      </Stack>
    </Box>
  );
}

function Promotions() {
  const signedIn = useAtomValue(isLoggedInAtom);
  const data = useSuspenseQuery(promotionListQuery(signedIn)).data;
  const chosenId = data.choice?.promotion_id ?? null;
  if (data.promotions.length === 0) {
    return (
      <Box bg="bg.panel" rounded="2xl" p="8" textAlign="center" color="fg.muted">
        ยังไม่มีโปรโมชั่นในตอนนี้ ติดตามโปรโมชั่นใหม่ได้เร็วๆ นี้
      </Box>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '4', md: '5' }}>
      {data.promotions.map((p) => (
        <PromotionCard key={p.id} p={p} signedIn={signedIn} chosen={signedIn && chosenId === p.id} />
      ))}
    </Grid>
  );
}

/** /promotions: every promotion with its terms; "รับโปรโมชั่น" chooses it and goes to deposit (visitors: register). */
export function PromotionsPage() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <Container py={{ base: '4', sm: '6' }}>
      <Flex align={{ base: 'start', sm: 'center' }} justify="space-between" gap="3" mb="4" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            โปรโมชั่น
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            เลือกโปรโมชั่นก่อนฝากเงิน โบนัสจะเข้าพร้อมยอดฝากอัตโนมัติ
          </Text>
        </Box>
        {signedIn && (
          <Button asChild variant="outline" colorPalette="gold" size="sm">
            <Link to="/member/promotions">โปรโมชั่นของฉัน</Link>
          </Button>
        )}
      </Flex>
      <QueryBoundary
        fallback={
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="5">
            <Skeleton h="96" rounded="2xl" />
            <Skeleton h="96" rounded="2xl" />
          </Grid>
        }
      >
        <Promotions />
      </QueryBoundary>
    </Container>
  );
}
