import { z } from 'zod';

export const AgentConfig = z.object({
  agent_id: z.number().int(),
  agent_code: z.string(),
  name: z.string(),
  info: z.object({
    agent_logo: z.string(),
    line_contact_url: z.string(),
    line_admin_url: z.string(),
    /** Contact LINE id, phone and the welcome text (ข้อความต้อนรับ) an operator sets; '' when not set. */
    line_id: z.string(),
    phone: z.string(),
    opening_text: z.string(),
  }),
});
export type AgentConfig = z.infer<typeof AgentConfig>;

export const AgentBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type AgentBankAccount = z.infer<typeof AgentBankAccount>;

export const AgentTrueMoneyAccount = z.object({
  id: z.number().int(),
  phone: z.string(),
  account_name: z.string(),
});
export type AgentTrueMoneyAccount = z.infer<typeof AgentTrueMoneyAccount>;

export const Notification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const Banner = z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string() });
export type Banner = z.infer<typeof Banner>;

export const AgentEvent = z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string() });
export type AgentEvent = z.infer<typeof AgentEvent>;

export const AgentCodeQuery = z.object({ agent_code: z.string().max(32).optional() });
export const ValidateAgentQuery = z.object({ code: z.string({ error: 'ไม่พบรหัสเอเยนต์' }).max(32) });
export const ValidateAgentData = z.object({ agent_code: z.string() });
