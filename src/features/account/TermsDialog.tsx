import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** The terms of use a new member accepts on /register (docs/product.md "Routes": register). */
export const TERMS: { title: string; items: string[] }[] = [
  {
    title: 'การสมัครสมาชิก',
    items: [
      'ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป และให้ข้อมูลที่เป็นความจริง',
      'หนึ่งคนสมัครได้หนึ่งบัญชี ใช้เบอร์โทรศัพท์และบัญชีธนาคารของตนเองเท่านั้น',
      'ชื่อบัญชีธนาคารต้องตรงกับชื่อผู้สมัคร',
    ],
  },
  {
    title: 'การฝากและถอนเงิน',
    items: [
      'ฝากเงินจากบัญชีที่ลงทะเบียนไว้ และถอนเงินเข้าบัญชีที่ลงทะเบียนไว้เท่านั้น',
      'โบนัสและโปรโมชั่นเป็นไปตามเงื่อนไขของแต่ละรายการ รวมถึงยอดเทิร์นที่ต้องทำก่อนถอน',
    ],
  },
  {
    title: 'การใช้งาน',
    items: [
      'ห้ามเปิดหลายบัญชี ใช้บัญชีของผู้อื่น หรือใช้ช่องโหว่ของระบบเพื่อรับโบนัส หากพบ เว็บไซต์ระงับบัญชีและยกเลิกยอดที่เกี่ยวข้องได้',
      'สมาชิกต้องเก็บรหัสผ่านเป็นความลับ รายการที่ทำด้วยบัญชีของท่านถือเป็นรายการของท่าน',
      'สมาชิกตั้งวงเงินหรือพักการเล่นได้ที่หน้าฝากเงิน กรุณาเล่นอย่างมีความรับผิดชอบ',
    ],
  },
  {
    title: 'ข้อมูลส่วนบุคคล',
    items: ['ข้อมูลของท่านใช้เพื่อดูแลบัญชี ยืนยันตัวตน และทำรายการฝากถอนเท่านั้น'],
  },
];

/**
 * The terms of use ("ข้อกำหนดและเงื่อนไขการใช้บริการ") in a dialog, opened from the register
 * page's consent line: the form keeps what was typed, which a page of its own would lose.
 */
export default function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ sm: '4' }}>
          <Dialog.Content bg="bg.subtle" data-testid="terms-dialog">
            <Dialog.Header>
              <Dialog.Title>ข้อกำหนดและเงื่อนไขการใช้บริการ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {TERMS.map((section) => (
                  <Stack key={section.title} gap="1" as="section">
                    <Heading as="h3" size="sm" color="gold.300">
                      {section.title}
                    </Heading>
                    <Stack as="ol" gap="1" ps="5" css={{ listStyleType: 'decimal' }}>
                      {section.items.map((item) => (
                        <Text as="li" key={item} fontSize="sm" color="fg.muted">
                          {item}
                        </Text>
                      ))}
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="gold">รับทราบ</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
