/**
 * The timed-order screens as one lazily loaded chunk: the trade screen, the records and the order detail share
 * most of their code, and one chunk adds one entry to the start-up bundle's route table instead of three.
 */
export { default as SecondContractScreen } from './second-contract-screen';
export { default as SecondRecordsScreen } from './second-records-screen';
export { default as SecondDetailScreen } from './second-detail-screen';
