// @watni/screens/staff: the staff screens (issue 8).
export {};
