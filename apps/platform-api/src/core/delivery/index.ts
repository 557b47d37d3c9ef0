export { chooseTransports, createDelivery, deliveryStatusCounts } from './service';
export type { Delivery, DeliveryOptions } from './service';
export { gatewayBody } from './transports';
export type { Channel, Message, Transport } from './transports';
