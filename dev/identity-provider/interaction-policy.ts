import { interactionPolicy } from 'oidc-provider';

/**
 * oidc-provider's default policy (login, then consent) with a `create` prompt in front of it.
 *
 * `prompt=create` is how OpenID "Initiating User Registration" asks for the sign-up form. oidc-provider
 * refuses any prompt value that no requestable prompt of the policy is named after, so the prompt has to
 * exist; being requestable gives it its only check ("the request asked for it and it is not resolved yet"),
 * and it also puts `create` into discovery's `prompt_values_supported`. It comes first so that it wins over
 * `login` when there is no session yet.
 *
 * An interaction that started as `create` and ends with a sign-in must resolve the prompt too: the result
 * then carries `create: {}` beside `login` (see `interaction-routes.ts`).
 */
export function interactionPolicyWithSignUp(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}
