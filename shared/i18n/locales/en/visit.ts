/** The Visit screen: card look-up, the member, the visit and its code, the block. */
export default {};
