import { Box, Button, Dialog, Field, Flex, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { AdminMemberSummary } from '@contract/admin';
import { AdminDismissLineBody } from '@contract/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, Empty, Failure, Loading } from '../../app/kit';
import { type AdminDepositLine, assignLine, DEPOSITS_KEY, dismissLine, searchMembers } from './api';
import { CHANNEL_NAMES } from './format';

type Member = { id: number; phone: string; name: string };

function lineSummary(line: AdminDepositLine) {
  return `${baht(line.amount)} บาท จาก ${line.from_name ?? line.from_bank_name ?? CHANNEL_NAMES[line.channel]} ${line.from_account || ''}`.trim();
}

/** The dialog frame both actions share (controlled: open while `line` is set). */
function LineDialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: React.ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Gives a waiting line to a member: preset from a suggestion, or found by phone, name or account
 * (GET /api/admin/members?q=). The server credits once and audits it.
 */
export function AssignDialog({ line, preset, onClose }: { line: AdminDepositLine | null; preset: Member | null; onClose: () => void }) {
  const [chosen, setChosen] = useState<Member | null>(preset);
  const [q, setQ] = useState('');
  const [searched, setSearched] = useState('');
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const found = useQuery({
    queryKey: ['admin', 'deposits-member-search', searched],
    queryFn: () => searchMembers(searched),
    enabled: searched.length > 0,
  });
  const assign = useMutation({
    mutationFn: () => assignLine(line?.id ?? 0, chosen?.id ?? 0, note.trim()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      onClose();
    },
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setSearched(q.trim());
  };
  const pick = (m: AdminMemberSummary) => setChosen({ id: m.id, phone: m.phone, name: `${m.first_name} ${m.last_name}` });

  return (
    <LineDialog title="เติมเงินให้สมาชิก" open={line !== null} onClose={onClose}>
      <Dialog.Body>
        {line && (
          <Text mb="3" color="gray.700">
            รายการ #{line.id}: {lineSummary(line)}
          </Text>
        )}
        {chosen ? (
          <Flex align="center" justify="space-between" gap="3" p="3" borderWidth="1px" borderRadius="md" bg="blue.50">
            <Box>
              <Text fontWeight="semibold">{chosen.name}</Text>
              <Text fontSize="sm" color="gray.600">
                {chosen.phone} · #{chosen.id}
              </Text>
            </Box>
            <Button size="xs" variant="outline" onClick={() => setChosen(null)}>
              เปลี่ยนสมาชิก
            </Button>
          </Flex>
        ) : (
          <Box>
            <form onSubmit={search} aria-label="ค้นหาสมาชิกที่จะเติมเงิน">
              <Flex gap="2">
                <Input
                  size="sm"
                  placeholder="เบอร์โทร ชื่อ หรือเลขบัญชี"
                  aria-label="ค้นหาสมาชิก"
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                />
                <Button size="sm" type="submit" colorPalette="blue">
                  ค้นหา
                </Button>
              </Flex>
            </form>
            <Box mt="3">
              {searched === '' ? null : found.isPending ? (
                <Loading label="กำลังค้นหา..." />
              ) : found.isError ? (
                <Failure error={found.error} />
              ) : found.data.items.length === 0 ? (
                <Empty>ไม่พบสมาชิก</Empty>
              ) : (
                <Stack gap="1" role="list" aria-label="ผลการค้นหาสมาชิก">
                  {found.data.items.map((m) => (
                    <Button key={m.id} role="listitem" variant="outline" size="sm" justifyContent="flex-start" onClick={() => pick(m)}>
                      {m.first_name} {m.last_name} · {m.phone} · #{m.id}
                    </Button>
                  ))}
                </Stack>
              )}
            </Box>
          </Box>
        )}
        <Field.Root mt="4">
          <Field.Label>หมายเหตุ (ถ้ามี)</Field.Label>
          <Input size="sm" value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
        </Field.Root>
        {assign.isError && (
          <Text role="alert" mt="3" color="red.700">
            {failureMessage(assign.error)}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
          ยกเลิก
        </Button>
        <Button colorPalette="blue" disabled={!chosen} loading={assign.isPending} onClick={() => assign.mutate()}>
          ยืนยันเติมเงิน
        </Button>
      </Dialog.Footer>
    </LineDialog>
  );
}

/** Decides a waiting line will not be credited, with a reason the server requires (3-300 letters) and audits. */
export function DismissDialog({ line, onClose }: { line: AdminDepositLine | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: (r: string) => dismissLine(line?.id ?? 0, r),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AdminDismissLineBody.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'กรุณาระบุเหตุผล');
      return;
    }
    setInvalid(null);
    dismiss.mutate(parsed.data.reason);
  };
  const message = invalid ?? (dismiss.isError ? failureMessage(dismiss.error) : null);

  return (
    <LineDialog title="ไม่ดำเนินการรายการนี้" open={line !== null} onClose={onClose}>
      <form onSubmit={submit} aria-label="เหตุผลที่ไม่ดำเนินการ">
        <Dialog.Body>
          {line && (
            <Text mb="3" color="gray.700">
              รายการ #{line.id}: {lineSummary(line)}
            </Text>
          )}
          <Field.Root invalid={message !== null}>
            <Field.Label>เหตุผล</Field.Label>
            <Textarea
              value={reason}
              maxLength={300}
              placeholder="เช่น โอนคืนลูกค้าแล้ว, รายการทดสอบจากธนาคาร"
              onChange={(e) => setReason(e.target.value)}
            />
            {message && <Field.ErrorText>{message}</Field.ErrorText>}
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={dismiss.isPending}>
            ยกเลิก
          </Button>
          <Button type="submit" colorPalette="red" loading={dismiss.isPending}>
            ยืนยันไม่ดำเนินการ
          </Button>
        </Dialog.Footer>
      </form>
    </LineDialog>
  );
}
