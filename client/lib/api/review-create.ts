// Review create endpoint (contract §1.1 R1 `POST /api/review/create`; spec §1 "leave product reviews, which go to
// moderation", §7; issue 14; ADR 036, 039): fetcher + mutation options. The platform stores the review pending
// (review_status 2) and answers the Magento review object; nothing is listed until a moderator approves it. A
// retried submit (a lost answer) carries the same Idempotency-Key, so one review is stored once.
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Answer } from '#shared/contract/answers.ts';
import { idempotencyKeyFor } from './idempotency';

/** What a shopper writes about one product (contract R1 `review`; a guest's: `customer_id` null). */
export interface ReviewDraft {
  productId: number;
  title: string;
  detail: string;
  nickname: string;
  /** The logged-in customer's id (R1 `customer_id`); the platform believes the token, not the id (issue 14). */
  customerId?: number | null;
}

export interface ReviewCreateParams extends ReviewDraft {
  store: StoreCode;
  /** The customer's token (spec §6 token rule): the review is theirs. */
  token?: string | null;
  idempotencyKey?: string;
}

/** The R1 body VSF1 sends (review_entity 'product'; customer_id null for a guest). */
export function reviewCreateBody(draft: ReviewDraft) {
  return {
    review: {
      product_id: draft.productId,
      title: draft.title.trim(),
      detail: draft.detail.trim(),
      nickname: draft.nickname.trim(),
      review_entity: 'product' as const,
      customer_id: draft.customerId ?? null,
    },
  };
}

/** Fetcher: stores the review, pending moderation. */
export function createReview(
  api: ApiClient,
  params: ReviewCreateParams,
  options: { signal?: AbortSignal } = {},
): Promise<Answer<'reviewCreate'>> {
  return api.request('/api/review/create', {
    method: 'POST',
    body: reviewCreateBody(params),
    query: { storeCode: params.store },
    token: params.token,
    answer: 'reviewCreate',
    idempotencyKey: params.idempotencyKey,
    signal: options.signal,
  });
}

export const reviewMutationKeys = { create: () => ['review', 'mutation', 'create'] as const };

export function createReviewMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: reviewMutationKeys.create(),
    mutationFn: (params: ReviewCreateParams) =>
      createReview(api, { ...params, idempotencyKey: idempotencyKeyFor(params) }),
  });
}
