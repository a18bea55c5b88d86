/** What other parts of the app use of subscriptions (ARCHITECTURE §10: only this file). */
export { subscriptionKeys } from './subscription';
export { SubscribeButton } from './components/SubscribeButton';
