// A pipeline drawn as a graph (React Flow, laid out by dagre: src/pipelines/layout.ts): sources on the left,
// destinations on the right, each edge labelled with the named output it leaves by. Choosing a node (a click,
// or Enter on its focused box) tells the page, which shows its settings beside the graph. A simulation's
// counts are shown in each node's box.
import "@xyflow/react/dist/style.css";
import {
  Background,
  Controls,
  type Edge,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from "@xyflow/react";
import { useMemo } from "react";
import { layoutPipeline, type NodeClass, type PipelineNode } from "./layout";

const CLASS_LABEL: Record<NodeClass, string> = {
  source: "Source",
  transform: "Processor",
  sink: "Destination",
};

type BoxData = { nodeClass: NodeClass; node: PipelineNode; selected: boolean; note?: string };

function NodeBox({ data }: NodeProps<Node<BoxData>>) {
  return (
    <div
      className={`flow-node ${data.nodeClass}${data.node.disabled ? " disabled" : ""}${data.selected ? " chosen" : ""}`}
    >
      {data.nodeClass !== "source" && <Handle id="in" type="target" position={Position.Left} />}
      <span className="flow-class">{CLASS_LABEL[data.nodeClass]}</span>
      <strong>{data.node.title}</strong>
      <span className="flow-type">
        {data.node.type}
        {data.node.disabled ? " · disabled" : ""}
      </span>
      {data.note && <span className="flow-note">{data.note}</span>}
      {data.nodeClass !== "sink" && <Handle id="out" type="source" position={Position.Right} />}
    </div>
  );
}

const nodeTypes = { box: NodeBox };

export default function PipelineGraph({
  nodes,
  selected,
  onSelect,
  notes,
}: {
  nodes: { nodeClass: NodeClass; node: PipelineNode }[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** A line shown in a node's box (a simulation's counts), by node id. */
  notes?: Record<string, string>;
}) {
  const layout = useMemo(() => layoutPipeline(nodes), [nodes]);
  const flowNodes: Node<BoxData>[] = layout.nodes.map((p) => ({
    id: p.id,
    type: "box",
    position: { x: p.x, y: p.y },
    data: { nodeClass: p.nodeClass, node: p.node, selected: p.id === selected, note: notes?.[p.id] },
    draggable: false,
    connectable: false,
    ariaLabel: `${CLASS_LABEL[p.nodeClass]} ${p.node.title}`,
  }));
  const flowEdges: Edge[] = layout.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    // Named handles: an edge without them was once drawn from a node's bottom edge.
    sourceHandle: "out",
    targetHandle: "in",
    label: e.output ?? undefined,
    focusable: false,
  }));
  return (
    <figure className="flow" aria-label="Pipeline graph">
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, n) => onSelect(n.id)}
        // The keyboard's way: a focused node selected with Enter.
        onSelectionChange={({ nodes: chosen }) => chosen[0] && onSelect(chosen[0].id)}
        nodesConnectable={false}
        nodesDraggable={false}
        fitView
        // A small pipeline at its own size, not blown up to fill the box.
        fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </figure>
  );
}
