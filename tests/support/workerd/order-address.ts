// A valid Russian order address (contract §1.4 `addressInformation` fields), one place for the tests that place
// orders through the worker and for bench/orders.ts.
export const ORDER_ADDRESS = {
  region: '',
  region_id: 0,
  country_id: 'RU',
  street: ['Тверская', '12'],
  company: '',
  telephone: '+79990000000',
  postcode: '125009',
  city: 'Москва',
  firstname: 'Иван',
  lastname: 'Петров',
  email: 'ivan@example.com',
  region_code: '',
  vat_id: '',
};
