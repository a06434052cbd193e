/**
 * The Assets tab's screens as one lazily loaded chunk. Each screen of its own would add its file names and
 * dependency lists to the start-up bundle's route table; one chunk adds one, and the screens share most code.
 */
export { default as AssetsScreen } from './assets-screen';
export { default as AssetDetailScreen } from './asset-detail-screen';
export { default as RecordsScreen } from './records-screen';
export { default as TransferScreen } from './transfer-screen';
