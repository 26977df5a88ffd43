import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { agentConfigQuery } from '@/features/agent';

const DEFAULT_LOGO = '/images/logo.svg';

/**
 * The agent's logo (agent config info.agent_logo, the bundled logo until it answers), linking home.
 * An agent with no logo yet (a fresh production site), or a logo that fails to load, shows the site's
 * name in text instead: never a broken image.
 */
export function Logo({ height = { base: '40px', md: '48px' } }: { height?: string | Record<string, string> }) {
  const { data } = useQuery(agentConfigQuery);
  const src = data ? data.info.agent_logo : DEFAULT_LOGO;
  const [failed, setFailed] = useState<string | null>(null);
  const name = data?.name ?? '';
  return (
    <Link to="/" aria-label="หน้าแรก">
      {src && failed !== src ? (
        <Image src={src} alt={name || 'หน้าแรก'} height={height} width="auto" draggable={false} onError={() => setFailed(src)} />
      ) : (
        <Text
          as="span"
          display="inline-flex"
          alignItems="center"
          height={height}
          fontWeight="bold"
          fontSize={{ base: 'lg', md: 'xl' }}
          color="gold.fg"
          whiteSpace="nowrap"
          data-testid="logo-text"
        >
          {name}
        </Text>
      )}
    </Link>
  );
}
