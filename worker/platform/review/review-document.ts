// A review as the Magento review object (contract §3.6) and as a catalogue document (migrations/0001,
// ADR 004): approval writes it where the product page's listing reads (entity 'review', filtered by
// product_id and review_status 1, contract §2.4c), refusal removes it. Each change is one D1 batch with the
// moderation row, so the queue and the catalogue never disagree. Every documents/facets row written bumps the
// catalogue version (migrations/0004 triggers), which is the scope of the edge cache keys of API answers and
// pages (ADR 012, ADR 013) and the key of the platform's document cache: the cached listing is replaced at
// once (pages within the one second their version memo lasts), with no tag purge (ADR 036).
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { REVIEW_STATUS, type Review } from '#shared/contract/review.ts';
import { indexDocument } from '#worker/platform/storage/indexing.ts';
import { setStatusStatement, type StoredReview } from './review-store';

/** `review_type` of the seeded reviews and of the contract's example (§3.6): a review by a shopper. */
const REVIEW_TYPE_SHOPPER = 3;
/** Magento's store 0 ("all store views") is in every review's `stores`. */
const ALL_STORE_VIEWS = 0;

/**
 * The Magento review object. `customer_id` only in answers to its author (R1): the catalogue is public, so
 * the document leaves it out, as the seeded reviews do.
 */
export function reviewObject(review: StoredReview, options: { withCustomer: boolean }): Review {
  const storeId = STORE_VIEWS[review.store].storeId;
  return {
    id: review.id,
    title: review.title,
    detail: review.detail,
    nickname: review.nickname,
    review_entity: 'product',
    review_type: REVIEW_TYPE_SHOPPER,
    review_status: review.status,
    created_at: review.created_at,
    store_id: storeId,
    stores: [ALL_STORE_VIEWS, storeId],
    product_id: review.product_id,
    ...(options.withCustomer ? { customer_id: review.customer_id } : {}),
  };
}

const DELETE_FACETS_SQL =
  "DELETE FROM facets WHERE rid IN (SELECT rid FROM documents WHERE store = ?1 AND entity = 'review' AND id = ?2)";
const DELETE_DOCUMENT_SQL = "DELETE FROM documents WHERE store = ?1 AND entity = 'review' AND id = ?2";
const INSERT_DOCUMENT_SQL = "INSERT INTO documents (store, entity, id, doc) VALUES (?1, 'review', ?2, ?3)";
/**
 * The facet rows of the document just inserted, bound as one JSON array of `[attr, val, num]` (a review has
 * about 15 leaves; D1 allows 100 bound values per statement, so one value instead of 60).
 */
const INSERT_FACETS_SQL =
  'INSERT INTO facets (rid, attr, val, num) ' +
  "SELECT d.rid, json_extract(f.value, '$[0]'), json_extract(f.value, '$[1]'), json_extract(f.value, '$[2]') " +
  "FROM documents d, json_each(?3) f WHERE d.store = ?1 AND d.entity = 'review' AND d.id = ?2";

function removeDocumentStatements(db: D1Database, review: StoredReview): D1PreparedStatement[] {
  return [
    db.prepare(DELETE_FACETS_SQL).bind(review.store, review.id),
    db.prepare(DELETE_DOCUMENT_SQL).bind(review.store, review.id),
  ];
}

/**
 * Approves a review: status 1 and its catalogue document (re)written with its facets. Idempotent: approving
 * an approved review rewrites the same document (which also restores it after a catalogue re-seed).
 */
export async function approveReview(db: D1Database, review: StoredReview, now: number): Promise<StoredReview> {
  const approved: StoredReview = { ...review, status: REVIEW_STATUS.approved };
  const indexed = indexDocument(review.store, 'review', reviewObject(approved, { withCustomer: false }));
  const facets = JSON.stringify(indexed.facets.map((facet) => [facet.attr, facet.val, facet.num]));
  await db.batch([
    setStatusStatement(db, review.id, REVIEW_STATUS.approved, now),
    ...removeDocumentStatements(db, review),
    db.prepare(INSERT_DOCUMENT_SQL).bind(review.store, review.id, indexed.doc),
    db.prepare(INSERT_FACETS_SQL).bind(review.store, review.id, facets),
  ]);
  return approved;
}

/** Refuses a review (status 3): it leaves the catalogue if it was there. */
export async function refuseReview(db: D1Database, review: StoredReview, now: number): Promise<StoredReview> {
  await db.batch([
    setStatusStatement(db, review.id, REVIEW_STATUS.notApproved, now),
    ...removeDocumentStatements(db, review),
  ]);
  return { ...review, status: REVIEW_STATUS.notApproved };
}
