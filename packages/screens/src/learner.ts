// @watni/screens/learner: the learner's screens (issue 7).
export {};
