import {
  paymentProviderLabels,
  paymentProviders,
  planNames,
  plans,
  type NotificationParams,
  type UiMessages,
} from '@tasbir/shared';

/**
 * A notification's wallet and plan in the reader's language. The server writes them as it stores
 * them: a payment's wallet and plan by their English labels (eSewa, Gold), a plan request's plan by
 * its name (gold).
 */
export function localNames(params: NotificationParams, t: UiMessages): NotificationParams {
  const { provider, plan } = params;
  const wallet = paymentProviders.find((name) => paymentProviderLabels[name] === provider);
  const planName = planNames.find((name) => name === plan || plans[name].label === plan);
  return {
    ...params,
    ...(wallet && { provider: t[`paymentMethod_${wallet}`] }),
    ...(planName && { plan: t[`plan_${planName}`] }),
  };
}
