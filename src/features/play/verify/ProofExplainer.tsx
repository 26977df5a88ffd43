import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

const Code = ({ children }: { children: string }) => (
  <Box
    as="code"
    display="block"
    px="3"
    py="2"
    mt="1"
    rounded="md"
    bg="blackAlpha.600"
    fontFamily="mono"
    fontSize="xs"
    color="gold.100"
    whiteSpace="pre-wrap"
    wordBreak="break-all"
  >
    {children}
  </Box>
);

/** How the proof works, in Thai (docs/games-rtp.md "Provably fair"). */
export function ProofExplainer() {
  return (
    <Box as="section" aria-labelledby="proof-how" p="4" rounded="xl" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.100">
      <Text id="proof-how" fontWeight="semibold" color="gold.300" mb="2">
        การพิสูจน์ความยุติธรรมทำงานอย่างไร
      </Text>
      <Stack as="ol" gap="2" pl="5" listStyleType="decimal" fontSize="sm" color="fg" lineHeight="tall">
        <li>
          ก่อนคุณเล่น ระบบสุ่ม<b>เซิร์ฟเวอร์ซีด</b> (32 ไบต์จาก node:crypto) แล้วแสดงให้เห็นเฉพาะ<b>ค่าแฮช SHA-256</b> ของซีดนั้น
          ระบบจึงเปลี่ยนซีดภายหลังไม่ได้โดยที่แฮชไม่เปลี่ยน
        </li>
        <li>
          คุณกำหนด<b>ไคลเอนต์ซีด</b>เองได้ และทุกตาที่เล่น <b>nonce</b> จะเพิ่มขึ้นทีละ 1 ซีดคู่เดียวกันจึงไม่ให้ผลซ้ำกัน
        </li>
        <li>ตัวเลขสุ่มของแต่ละตา = HMAC-SHA256(คีย์ = ไบต์ของเซิร์ฟเวอร์ซีด, ข้อความ = "ไคลเอนต์ซีด:nonce:0") ต่อด้วยบล็อก ":1", ":2" ... เท่าที่ต้องใช้</li>
        <li>
          อ่านทีละ 4 ไบต์เป็นเลข 32 บิต ถ้าเลขตกในช่วงท้ายที่หารด้วยจำนวนผลที่เป็นไปได้ไม่ลงตัว จะทิ้งแล้วอ่านชุดถัดไป (rejection sampling) ทุกผลจึงมีโอกาสเท่ากันพอดี
          เช่น ลูกเต๋าไฮโลแต่ละลูก = (เลข mod 6) + 1 และจุดหยุดของวงล้อสล็อต = เลข mod ความยาววงล้อ
        </li>
        <li>
          เมื่อคุณกด<b>เปลี่ยนคู่ซีด</b> ระบบเปิดเผยเซิร์ฟเวอร์ซีดเดิม คุณนำไปหา SHA-256 เทียบกับแฮชที่เห็นก่อนเล่น แล้วคำนวณผลทุกตาซ้ำได้เอง หน้านี้ทำให้ทั้งสองขั้นตอน
          และคำนวณแฮชในเบราว์เซอร์ของคุณเองด้วย
        </li>
      </Stack>
      <Text fontSize="xs" color="fg.muted" mt="3">
        ตรวจเองด้วยคำสั่ง (แทนค่าซีดของคุณ):
      </Text>
      <Code>{"printf '%s' <เซิร์ฟเวอร์ซีด> | xxd -r -p | sha256sum"}</Code>
      <Code>{"printf '%s' '<ไคลเอนต์ซีด>:<nonce>:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<เซิร์ฟเวอร์ซีด>"}</Code>
    </Box>
  );
}
