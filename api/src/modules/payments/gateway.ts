import type { GatewayName, User } from '@elearn/contracts';

/** An order as a gateway is told about it. */
export interface GatewayOrder {
  id: string;
  itemType: 'course' | 'plan';
  itemId: string;
  itemName: string;
  amountPiastres: number;
  lang: string;
}

/** What starting a payment gives: the gateway's id of the order and where the browser goes to pay. */
export interface GatewayStart {
  gatewayRef: string;
  redirectUrl: string;
}

/**
 * One payment gateway. Starting a payment happens here; each gateway's
 * callbacks have routes of their own that verify them and then settle the
 * order through the orders service (the one place that grants).
 */
export interface PaymentGateway {
  name: GatewayName;
  start(order: GatewayOrder, buyer: User): Promise<GatewayStart>;
}
