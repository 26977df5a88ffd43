import { Box, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { LOGO_TYPES, SiteProfileBody, type SiteProfileData } from '@contract/admin-settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { FormField, Loaded, NumberField, num, SettingsCard, str, useCheckedMutation, useDraft } from '../../app/kit';
import { profileQuery, settingsApi } from './api';

/** GET/PUT /api/admin/settings/profile and POST /api/admin/settings/logo: what members see of the site. */
export function ProfileTab() {
  return <Loaded query={useQuery(profileQuery)}>{(p) => <ProfileForm key={p.saved_at ?? 'never'} profile={p} />}</Loaded>;
}

const TEXT_FIELDS = [
  ['name', 'ชื่อเว็บไซต์', 'แสดงที่หัวเว็บ ท้ายเว็บ และแทนโลโก้เมื่อยังไม่มีโลโก้'],
  ['line_id', 'LINE ID', 'เช่น @goldenwin888 แสดงในส่วนติดต่อเรา'],
  ['line_contact_url', 'ลิงก์ LINE ติดต่อ', 'ปุ่มติดต่อแอดมินของสมาชิก: https://line.me/... หรือ https://lin.ee/...'],
  ['line_admin_url', 'ลิงก์ LINE แอดมิน', 'ลิงก์ LINE ของแอดมินที่ใช้ในหน้าอื่น (ไม่บังคับ)'],
  ['phone', 'เบอร์โทรศัพท์ติดต่อ', 'เบอร์มือถือ 10 หลัก หรือเบอร์บ้าน 9 หลัก (ไม่บังคับ)'],
] as const;

const WITHDRAW_FIELDS = [
  ['min_amount', 'ยอดถอนขั้นต่ำ (บาท)'],
  ['max_per_day', 'ยอดถอนสูงสุดต่อวัน (บาท)'],
  ['count_per_day', 'จำนวนครั้งที่ถอนได้ต่อวัน'],
] as const;

function ProfileForm({ profile }: { profile: SiteProfileData }) {
  const draft = useDraft({
    name: profile.name,
    logo: profile.logo,
    line_id: profile.line_id,
    line_contact_url: profile.line_contact_url,
    line_admin_url: profile.line_admin_url,
    phone: profile.phone,
    opening_text: profile.opening_text,
    min_amount: str(profile.withdrawal.min_amount),
    max_per_day: str(profile.withdrawal.max_per_day),
    count_per_day: str(profile.withdrawal.count_per_day),
  });
  const { values: v, set, bind } = draft;
  const save = useCheckedMutation({ schema: SiteProfileBody, mutationFn: settingsApi.saveProfile, invalidate: profileQuery.queryKey });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: settingsApi.uploadLogo,
    onSuccess: (data) => {
      setUploadError(null);
      set({ logo: data.url });
    },
    onError: (err) => setUploadError(failureMessage(err)),
  });
  // A save pressed while the logo is still going up waits for it, so it saves the new logo's URL.
  const uploading = useRef<Promise<string | undefined> | null>(null);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    uploading.current = upload.mutateAsync(file).then(
      (data) => data.url,
      () => undefined,
    );
  };
  const e = save.errors;
  return (
    <SettingsCard
      title="ข้อมูลเว็บไซต์"
      help={`รหัสเอเยนต์ ${profile.agent_code} (กำหนดตอนสร้างเว็บ แก้ไขที่นี่ไม่ได้)`}
      updated={profile.updated}
      updatedId="profile-saved"
      state={save}
      savedText="บันทึกข้อมูลเว็บไซต์แล้ว"
      onSubmit={async () => {
        const logo = (uploading.current && (await uploading.current)) || v.logo;
        uploading.current = null;
        save.submit({
          name: v.name,
          logo,
          line_id: v.line_id,
          line_contact_url: v.line_contact_url,
          line_admin_url: v.line_admin_url,
          phone: v.phone,
          opening_text: v.opening_text,
          withdrawal: { min_amount: num(v.min_amount), max_per_day: num(v.max_per_day), count_per_day: num(v.count_per_day) },
        });
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT_FIELDS.map(([k, label, help]) => (
            <FormField key={k} label={label} error={e[k]} help={help}>
              <Input bg="white" {...bind(k)} />
            </FormField>
          ))}
        </SimpleGrid>
        <FormField label="อัปโหลดโลโก้" error={uploadError ?? e.logo} help="PNG, SVG หรือ WebP ขนาดไม่เกิน 512 KB (กด บันทึก เพื่อใช้โลโก้ใหม่)">
          <Input type="file" accept={LOGO_TYPES.join(',')} bg="white" p="1" onChange={pick} disabled={upload.isPending} />
        </FormField>
        <Box
          data-testid="logo-preview"
          bg="gray.800"
          borderRadius="md"
          p="3"
          display="inline-flex"
          alignSelf="start"
          minH="14"
          alignItems="center"
        >
          {v.logo ? (
            <Image src={v.logo} alt="ตัวอย่างโลโก้" maxH="12" />
          ) : (
            <Text color="white" fontWeight="bold">
              {v.name || 'ยังไม่มีโลโก้'}
            </Text>
          )}
        </Box>
        <FormField label="ข้อความต้อนรับ" error={e.opening_text} help="แสดงที่หน้าแรกของเว็บ ไม่เกิน 500 ตัวอักษร">
          <Textarea bg="white" rows={3} {...bind('opening_text')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {WITHDRAW_FIELDS.map(([k, label]) => (
            <NumberField key={k} label={label} error={e[`withdrawal.${k}`]} value={v[k]} onChange={(x) => set({ [k]: x })} />
          ))}
        </SimpleGrid>
      </Stack>
    </SettingsCard>
  );
}
