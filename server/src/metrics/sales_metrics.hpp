#pragma once

#include <exception>

namespace rifa::metrics {

// rifa_purchases_total{result="created"|"replayed"} and rifa_purchase_refusals_total{reason}: the
// outcome of each online purchase (POST /api/v1/raffles/{id}/tickets). `error` is what refused it:
// an ApiError counts under its code (numbers_unavailable, too_many_holds, raffle_not_active,
// validation_failed, unauthorized…, a fixed set), anything else under "error".
void count_purchase(bool replayed);
void count_purchase_refusal(std::exception_ptr error);
// rifa_counter_sales_total{result="created"|"replayed"}: counter sales answered with their ticket
// (POST /api/v1/business/raffles/{id}/tickets, by a business owner or a cashier). Their refusals
// show in the request metrics by status.
void count_counter_sale(bool replayed);

}  // namespace rifa::metrics
