import type { MyTransportChild, TransportRider, TransportRoute } from '@watni/api-client';

export const route: TransportRoute = {
  id: 1,
  name: 'Route 1 - Model Town',
  vehicle_no: 'LES-4521',
  driver_name: 'Muhammad Aslam',
  driver_mobile: '+923001234567',
  capacity: 14,
  riders: 2,
  stops: [
    {
      id: 11,
      route_id: 1,
      name: 'Model Town Link Road',
      stop_order: 1,
      monthly_fee: 2500,
      pickup_time: '06:50',
      riders: 1,
    },
    {
      id: 12,
      route_id: 1,
      name: 'Kalma Chowk',
      stop_order: 2,
      monthly_fee: 3000,
      pickup_time: null,
      riders: 1,
    },
  ],
};

export const emptyRoute: TransportRoute = {
  ...route,
  id: 2,
  name: 'Route 2 - Johar Town',
  vehicle_no: 'LEB-0912',
  driver_name: 'Ghulam Rasool',
  driver_mobile: '+923214567890',
  riders: 0,
  stops: [],
};

export const riders: TransportRider[] = [
  {
    student_id: 5,
    student_name: 'Ali Raza',
    admission_no: 'IPS-2024-015',
    class_section: 'Class 5 A',
    stop_id: 11,
    stop_name: 'Model Town Link Road',
    stop_order: 1,
    guardian_mobile: '+923331234567',
  },
  {
    student_id: 6,
    student_name: 'Sara Raza',
    admission_no: 'IPS-2024-016',
    class_section: 'Class 3 B',
    stop_id: 12,
    stop_name: 'Kalma Chowk',
    stop_order: 2,
    guardian_mobile: null,
  },
];

export const children: MyTransportChild[] = [
  {
    student_id: 5,
    student_name: 'Ali Raza',
    transport: {
      route_name: 'Route 1 - Model Town',
      vehicle_no: 'LES-4521',
      driver_name: 'Muhammad Aslam',
      driver_mobile: '+923001234567',
      stop_name: 'Kalma Chowk',
      stop_order: 2,
      monthly_fee: 3000,
      pickup_time: '07:20',
    },
  },
  { student_id: 6, student_name: 'Sara Raza', transport: null },
];
