import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { SearchIcon } from '@/components/icons/games';

/** A lobby's search box (by the game's Thai or English name): a rounded field with its icon. */
export function LobbySearch({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <Box position="relative" flexShrink={0} w={{ base: 'full', md: '280px' }}>
      <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
        <SearchIcon />
      </Box>
      <Input
        type="search"
        aria-label="ค้นหาเกม"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ps="9"
        bg="bg.subtle"
        borderColor="whiteAlpha.200"
        rounded="full"
        size="sm"
      />
    </Box>
  );
}
