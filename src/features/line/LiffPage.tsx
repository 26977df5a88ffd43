import { Button, Link as ChakraLink, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Errors } from '@contract/errors';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { loadRegisterPage, useSignIn } from '@/features/account';
import { loadResultsPage } from '@/features/lotto';
import { loadMoneyPages } from '@/features/payments';
import { loadWithdrawPage } from '@/features/withdrawals';
import { ApiError, failureMessage, unwrap } from '@/lib/api-error';
import { lineApi } from './api';
import { LinkForm } from './LinkForm';
import { openLiff } from './liff-client';
import { type LiffPageName, OUTSIDE_LINE } from './pages';

/** The feature pages themselves, reused as they are (their own chunks). */
const DepositPage = lazy(() => loadMoneyPages().then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazy(() => loadWithdrawPage().then((m) => ({ default: m.WithdrawPage })));
const ResultsView = lazy(() => loadResultsPage().then((m) => ({ default: m.ResultsView })));
const RegisterPage = lazy(() => loadRegisterPage().then((m) => ({ default: m.RegisterPage })));

type State =
  | { step: 'starting' }
  | { step: 'ready'; signedIn: boolean }
  | { step: 'link'; idToken: string }
  | { step: 'register'; idToken: string }
  | { step: 'failed'; message: string };

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" justify="center" gap="4" minH="60dvh" px="6" textAlign="center">
      {children}
    </Stack>
  );
}

const Loading = ({ label }: { label: string }) => (
  <Centered>
    <Spinner size="lg" color="gold.fg" />
    <Text color="fg.muted">{label}</Text>
  </Centered>
);

/**
 * Signs the LINE user in (docs/line.md "Sign-in"): LIFF's id token to POST /api/line/login; a linked
 * LINE user is signed in as their member, an unlinked one gets the link form (or, on register, the
 * registration that links). Outside LINE the page's normal twin opens instead. Once signed in, moving
 * between LIFF pages needs no new sign-in.
 */
function useLiffSignIn(page: LiffPageName) {
  const [state, setState] = useState<State>({ step: 'starting' });
  const signedIn = useRef(false);
  const signIn = useSignIn();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    const set = (s: State) => live && setState(s);
    (async () => {
      if (signedIn.current && page !== 'register') return set({ step: 'ready', signedIn: true });
      set({ step: 'starting' });
      const open = await openLiff(await lineApi.config());
      if (!open.inClient) {
        if (live) void navigate({ to: OUTSIDE_LINE[page], replace: true });
        return;
      }
      const idToken = open.idToken();
      if (!idToken) throw new ApiError(Errors.LINE_TOKEN_INVALID.code, Errors.LINE_TOKEN_INVALID.message);
      try {
        const s = unwrap(await lineApi.login(idToken));
        await signIn(s.access_token, s.username);
        signedIn.current = true;
      } catch (err) {
        if (!(err instanceof ApiError && err.code === Errors.LINE_NOT_LINKED.code)) throw err;
        // Results are public; everything else needs the member.
        if (page === 'results') return set({ step: 'ready', signedIn: false });
        return set(page === 'register' ? { step: 'register', idToken } : { step: 'link', idToken });
      }
      // Already a member: registering again makes no sense, the deposit page is where they were going.
      if (page === 'register') void navigate({ to: '/liff/{-$name}', params: { name: 'deposit' }, replace: true });
      else set({ step: 'ready', signedIn: true });
    })().catch((err: unknown) => set({ step: 'failed', message: failureMessage(err) }));
    return () => {
      live = false;
    };
  }, [page, navigate, signIn]);

  const linked = useCallback(() => {
    signedIn.current = true;
    setState({ step: 'ready', signedIn: true });
  }, []);
  return { state, linked };
}

function Home() {
  const items = [
    { name: 'deposit', label: 'ฝากเงิน' },
    { name: 'withdraw', label: 'ถอนเงิน' },
    { name: 'results', label: 'ผลหวย' },
  ] as const;
  return (
    <Container py="6" maxW="440px">
      <Heading as="h1" size="xl" mb="4" textAlign="center">
        เมนูสมาชิก
      </Heading>
      <SimpleGrid columns={1} gap="3">
        {items.map((i) => (
          <Button key={i.name} asChild size="xl" colorPalette="gold" variant="outline">
            <Link to="/liff/{-$name}" params={{ name: i.name }}>
              {i.label}
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function Results() {
  const [filter, setFilter] = useState({});
  return <ResultsView search={filter} onSearch={setFilter} />;
}

function Ready({ page }: { page: LiffPageName }) {
  switch (page) {
    case 'deposit':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'results':
      return <Results />;
    default:
      return <Home />;
  }
}

/** /liff/{name}: deposit, withdraw, lotto results and register inside LINE, with the member signed in by LINE. */
export function LiffPage() {
  const { name } = useParams({ strict: false }) as { name?: Exclude<LiffPageName, 'home'> };
  const page: LiffPageName = name ?? 'home';
  const { state, linked } = useLiffSignIn(page);
  const navigate = useNavigate();

  switch (state.step) {
    case 'starting':
      return <Loading label="กำลังเข้าสู่ระบบผ่าน LINE" />;
    case 'failed':
      return (
        <Centered>
          <Heading as="h1" size="lg">
            เปิดหน้านี้ไม่สำเร็จ
          </Heading>
          <Text color="fg.muted" role="alert">
            {state.message}
          </Text>
          <Button colorPalette="gold" onClick={() => window.location.reload()}>
            ลองใหม่อีกครั้ง
          </Button>
        </Centered>
      );
    case 'link':
      return <LinkForm idToken={state.idToken} onLinked={linked} />;
    case 'register': {
      const idToken = state.idToken;
      const registered = async () => {
        // The member exists and is signed in; a failed link only means the next visit shows the link form.
        try {
          unwrap(await lineApi.linkCurrent(idToken), { empty: true });
        } catch (err) {
          console.error(`[liff] link after register: ${failureMessage(err)}`);
        }
        linked();
        await navigate({ to: '/liff/{-$name}', params: { name: 'deposit' }, replace: true });
      };
      return (
        <Suspense fallback={<Loading label="กำลังโหลด" />}>
          <RegisterPage
            onSignedIn={registered}
            signInLink={
              <Text textAlign="center" fontSize="sm" color="fg.muted">
                เป็นสมาชิกอยู่แล้ว?{' '}
                <ChakraLink asChild color="green.fg" fontWeight="semibold">
                  <Link to="/liff/{-$name}" params={{ name: 'deposit' }}>
                    เชื่อมบัญชี LINE กับสมาชิก
                  </Link>
                </ChakraLink>
              </Text>
            }
          />
        </Suspense>
      );
    }
    case 'ready':
      return (
        <Suspense fallback={<Loading label="กำลังโหลด" />}>
          <Ready page={page} />
        </Suspense>
      );
  }
}
