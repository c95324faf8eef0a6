// Reviews in D1 (migrations/0011; contract §1.1 R1; ADR 036): the moderation queue. A review is stored
// pending and has no catalogue document until it is approved (./review-document.ts), so the product page's
// listing (a catalogue search of approved reviews) never sees it.
import { REVIEW_STATUS } from '#shared/contract/review.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { formatDateTime } from '#worker/platform/seed/dates.ts';

/**
 * Ids of sent reviews start above this: the seed numbers its reviews `4 × product index + k` (at most a few
 * hundred thousand at the 50x scale), so a sent review's id never meets a seeded one in the catalogue.
 */
export const REVIEW_ID_BASE = 100_000_000;

export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export interface StoredReview {
  id: number;
  store: StoreCode;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  customer_id: number | null;
  status: ReviewStatus;
  created_at: string;
}

export interface NewReview {
  store: StoreCode;
  productId: number;
  title: string;
  detail: string;
  nickname: string;
  customerId: number | null;
  now: number;
}

const COLUMNS = 'id, store, product_id, title, detail, nickname, customer_id, status, created_at';

/**
 * Stores a pending review. The id is the next after the largest (or REVIEW_ID_BASE) in the same statement:
 * D1 runs one statement at a time, so two concurrent reviews never get the same id.
 */
export async function insertReview(db: D1Database, review: NewReview): Promise<StoredReview> {
  const row = await db
    .prepare(
      'INSERT INTO reviews (id, store, product_id, title, detail, nickname, customer_id, status, created_at) ' +
        'SELECT coalesce(max(id), ?1) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 FROM reviews ' +
        `RETURNING ${COLUMNS}`,
    )
    .bind(
      REVIEW_ID_BASE,
      review.store,
      review.productId,
      review.title,
      review.detail,
      review.nickname,
      review.customerId,
      REVIEW_STATUS.pending,
      formatDateTime(review.now),
    )
    .first<StoredReview>();
  if (!row) throw new Error('INSERT … RETURNING gave no review row');
  return row;
}

export async function findReview(db: D1Database, id: number): Promise<StoredReview | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM reviews WHERE id = ?1`).bind(id).first<StoredReview>();
}

/** The oldest reviews waiting for moderation first (a moderator works through the queue in order). */
export async function pendingReviews(db: D1Database, limit: number): Promise<StoredReview[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM reviews WHERE status = ?1 ORDER BY id LIMIT ?2`)
    .bind(REVIEW_STATUS.pending, limit)
    .all<StoredReview>();
  return results;
}

/** The statement that records a moderator's decision (run in the same batch as the catalogue change). */
export function setStatusStatement(db: D1Database, id: number, status: ReviewStatus, now: number): D1PreparedStatement {
  return db.prepare('UPDATE reviews SET status = ?2, moderated_at = ?3 WHERE id = ?1').bind(id, status, now);
}
