// Head settings shared by the pages with personal or transactional content (checkout, order
// confirmations, my-account, create-password): shown to shoppers, kept out of search indexes.
export const PRIVATE_ROBOTS = 'noindex, nofollow';
