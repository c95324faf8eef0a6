// Category tree helpers (contract §3.4, §5.11: descendant ids in depth-first order).

export interface CategoryNode {
  id: number;
  children_data?: readonly CategoryNode[];
}

/** The category id followed by every descendant id, depth first (VSF buildFilterProductsQuery order). */
export function categoryIdsWithDescendants(category: CategoryNode): number[] {
  const ids: number[] = [];
  const visit = (node: CategoryNode) => {
    ids.push(node.id);
    for (const child of node.children_data ?? []) visit(child);
  };
  visit(category);
  return ids;
}
