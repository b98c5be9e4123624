//! janome's lattice (`janome/lattice.py`): each node is linked, as it is added, to the
//! cheapest node ending where it starts; the path back from EOS is the analysis.

use crate::dictionary::Dictionary;

/// janome's initial `min_cost` of a node, `int(pow(2, 31) - 1)`.
const UNREACHED: i64 = 2_147_483_647;

/// What a node stands for; janome breaks ties between equal path costs on the entry
/// number, and only between two dictionary nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NodeKind {
    Bos,
    Eos,
    /// A system dictionary entry, by janome's number.
    Dictionary(u32),
    /// An unknown word: index into the category's unknown entries.
    Unknown {
        category: usize,
        entry: usize,
    },
}

#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub(crate) kind: NodeKind,
    pub(crate) left_id: u16,
    pub(crate) right_id: u16,
    cost: i64,
    min_cost: i64,
    back: usize,
    /// Start in characters from the chunk's start.
    pub(crate) start: usize,
    /// Length in characters (1 for BOS and EOS, as janome counts them).
    pub(crate) len: usize,
}

impl Node {
    pub(crate) fn new(kind: NodeKind, left_id: u16, right_id: u16, cost: i16, len: usize) -> Node {
        Node {
            kind,
            left_id,
            right_id,
            cost: i64::from(cost),
            min_cost: UNREACHED,
            back: usize::MAX,
            start: 0,
            len,
        }
    }
}

/// The lattice of one chunk. Position `p` is janome's: the chunk's character `p - 1`
/// starts there, BOS ends at 1.
pub(crate) struct Lattice<'d> {
    dic: &'d Dictionary,
    nodes: Vec<Node>,
    /// Nodes ending at each position, in the order they were added.
    ends: Vec<Vec<usize>>,
    p: usize,
}

impl<'d> Lattice<'d> {
    pub(crate) fn new(size: usize, dic: &'d Dictionary) -> Lattice<'d> {
        let mut bos = Node::new(NodeKind::Bos, 0, 0, 0, 1);
        bos.min_cost = 0;
        let mut ends = vec![Vec::new(); size + 3];
        ends[1].push(0);
        Lattice {
            dic,
            nodes: vec![bos],
            ends,
            p: 1,
        }
    }

    /// Adds a node starting at the current position, linked to the cheapest node ending
    /// there (janome's `Lattice.add`: on equal cost, the earlier node stays unless both are
    /// dictionary entries and the later has the smaller number).
    pub(crate) fn add(&mut self, mut node: Node) {
        let mut min_cost = node.min_cost - node.cost;
        let mut best: Option<usize> = None;
        for &e in &self.ends[self.p] {
            let enode = &self.nodes[e];
            let cost = enode.min_cost + self.dic.connection(enode.right_id, node.left_id);
            if cost < min_cost {
                min_cost = cost;
                best = Some(e);
            } else if cost == min_cost {
                if let (Some(b), NodeKind::Dictionary(num)) = (best, enode.kind) {
                    if let NodeKind::Dictionary(best_num) = self.nodes[b].kind {
                        if num < best_num {
                            best = Some(e);
                        }
                    }
                }
            }
        }
        let best = best.expect("janome's lattice: a node ends where each node starts");
        node.min_cost = min_cost + node.cost;
        node.back = best;
        node.start = self.p;
        let end = self.p + node.len;
        let index = self.nodes.len();
        self.nodes.push(node);
        self.ends[end].push(index);
    }

    /// Moves to the next position where a node ends; returns how far it moved.
    pub(crate) fn forward(&mut self) -> usize {
        let old = self.p;
        self.p += 1;
        while self.ends[self.p].is_empty() {
            self.p += 1;
        }
        self.p - old
    }

    /// Adds EOS at the current position and returns the nodes of the cheapest path between
    /// BOS and EOS, in order.
    pub(crate) fn end(mut self) -> Vec<Node> {
        self.add(Node::new(NodeKind::Eos, 0, 0, 0, 1));
        let mut path = Vec::new();
        let mut at = self.nodes.len() - 1;
        loop {
            let node = &self.nodes[at];
            if node.kind == NodeKind::Bos {
                break;
            }
            if node.kind != NodeKind::Eos {
                path.push(node.clone());
            }
            at = node.back;
        }
        path.reverse();
        path
    }
}
