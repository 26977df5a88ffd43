/**
 * What a QR payment gateway does for us: make a payment (the QR payload the member scans) and
 * tell us, by a signed callback, that it was paid. Each gateway offers one or more sub-channels
 * of the PromptPay QR channel; sub-channel ids are unique across gateways.
 */
export type SubChannel = { id: number; name: string };

export type CreatePaymentInput = {
  /** Our reference: unique, 6-25 of A-Z 0-9, travels in the QR and comes back in the callback. */
  reference: string;
  amountSatang: number;
  expiresAt: Date;
  /** The agent's PromptPay id (phone or tax id) for gateways that pay straight to it. */
  promptPayId: string;
};

export type CreatedPayment = { payload: string; gatewayRef: string };

/** A verified "paid" notice from a gateway. */
export type CallbackEvent = {
  callbackId: string;
  reference: string;
  gatewayRef: string | null;
  amountSatang: number;
  paidAt: Date;
};

export type RawCallback = { rawBody: Buffer; headers: Record<string, string | string[] | undefined>; now?: Date };

export interface PaymentGateway {
  readonly name: string;
  subChannels(): SubChannel[];
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Verifies the signature and parses the body; throws AppError for a forged, stale or malformed callback. */
  parseCallback(req: RawCallback): CallbackEvent;
}

export type GatewayRegistry = ReadonlyMap<string, PaymentGateway>;

/** The gateway offering a sub-channel, if any. */
export function gatewayForSubChannel(
  gateways: GatewayRegistry,
  subChannelId: number,
): { gateway: PaymentGateway; sub: SubChannel } | undefined {
  for (const gateway of gateways.values()) {
    const sub = gateway.subChannels().find((s) => s.id === subChannelId);
    if (sub) return { gateway, sub };
  }
  return undefined;
}
