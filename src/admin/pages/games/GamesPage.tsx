import { Box, Heading, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { GamesTable } from './GamesTable';
import { ProvidersPanel } from './ProvidersPanel';
import { RoundLookup } from './RoundLookup';

/**
 * Games (GET/PUT /api/admin/games/...): providers and games on and off, the catalogue table, and the
 * in-house round look-up. Support and admin switch; finance sees the same lists without switches.
 */
export function GamesPage() {
  const role = useSession()?.role;
  const canSwitch = role === 'admin' || role === 'support';
  return (
    <Box display="flex" flexDirection="column" gap="8">
      <Box as="section" aria-labelledby="providers-heading">
        <Heading id="providers-heading" size="md" mb="1">
          ผู้ให้บริการเกม
        </Heading>
        <Text color="gray.600" fontSize="sm" mb="3">
          ปิดผู้ให้บริการหรือเกมแล้ว เกมจะหายจากล็อบบี้ของสมาชิก เปิดเกมใหม่ไม่ได้ และรับเดิมพันใหม่ไม่ได้ (รอบที่ค้างอยู่ยังจ่ายผลได้)
        </Text>
        <ProvidersPanel canSwitch={canSwitch} />
      </Box>
      <Box as="section" aria-labelledby="games-heading">
        <Heading id="games-heading" size="md" mb="3">
          รายชื่อเกม
        </Heading>
        <GamesTable canSwitch={canSwitch} />
      </Box>
      <Box as="section" aria-labelledby="rounds-heading">
        <Heading id="rounds-heading" size="md" mb="1">
          ค้นหารอบการเล่นและหลักฐานความยุติธรรม
        </Heading>
        <Text color="gray.600" fontSize="sm" mb="3">
          เฉพาะเกมของเว็บ (house) ค้นด้วยรหัสรอบ หรือรหัสสมาชิก / เบอร์โทร
        </Text>
        <RoundLookup />
      </Box>
    </Box>
  );
}
