// Russian texts of the cart's lines and totals, shown by the microcart and checkout (the `cart` message group,
// ../message-groups.ts).
export const cart = {
  'microcart.continueShopping': 'Продолжить покупки',
  'microcart.summary': 'Товаров: {count}',
  'microcart.lines': 'Товары в корзине',
  'microcart.removeLine': 'Удалить {name}',
  'microcart.outOfStock': 'Нет в наличии!',
  'microcart.totals': 'Итоги',
  'microcart.subtotal': 'Подытог',
  'microcart.shipping': 'Доставка',
  'microcart.payment': 'Оплата',
  'microcart.grandTotal': 'Итого',
  'microcart.estimate':
    'Предварительный расчёт на устройстве: без скидок, доставка курьером. Точная сумма — при подключении к сети.',
  'microcart.updating': 'Пересчитываем…',
  'microcart.estimateOnline':
    'Предварительный расчёт на устройстве, пока не пришла точная сумма: без скидок, доставка курьером.',
} as const;
