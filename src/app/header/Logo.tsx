import { Image } from '@chakra-ui/react/image';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { agentConfigQuery } from '@/features/agent';

const DEFAULT_LOGO = '/images/logo.svg';

/** The agent's logo (agent config info.agent_logo, the bundled logo until it answers), linking home. */
export function Logo({ height = { base: '40px', md: '48px' } }: { height?: string | Record<string, string> }) {
  const { data } = useQuery(agentConfigQuery);
  return (
    <Link to="/" aria-label="หน้าแรก">
      <Image
        src={data?.info.agent_logo || DEFAULT_LOGO}
        alt={data?.name ?? 'Golden Win 888'}
        height={height}
        width="auto"
        draggable={false}
      />
    </Link>
  );
}
