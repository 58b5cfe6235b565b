-- 0600 transport stop times: each stop's morning pickup time (Pakistan clock time, optional), so
-- the route's printed list and the families know when the van comes.

ALTER TABLE transport_stops ADD COLUMN pickup_time time;
