import * as $protobuf from "protobufjs";
import Long = require("long");

/** Namespace prometheus. */
export namespace prometheus {

    /**
     * Properties of a WriteRequest.
     * @deprecated Use prometheus.WriteRequest.$Properties instead.
     */
    interface IWriteRequest extends prometheus.WriteRequest.$Properties {
    }

    /** Represents a WriteRequest. */
    class WriteRequest {

        /**
         * Constructs a new WriteRequest.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.WriteRequest.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** WriteRequest timeseries. */
        timeseries: prometheus.TimeSeries.$Properties[];

        /** WriteRequest metadata. */
        metadata: prometheus.MetricMetadata.$Properties[];

        /**
         * Encodes the specified WriteRequest message. Does not implicitly {@link prometheus.WriteRequest.verify|verify} messages.
         * @param message WriteRequest message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.WriteRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a WriteRequest message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.WriteRequest & prometheus.WriteRequest.$Shape} WriteRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.WriteRequest & prometheus.WriteRequest.$Shape;
    }

    namespace WriteRequest {

        /** Properties of a WriteRequest. */
        interface $Properties {

            /** WriteRequest timeseries */
            timeseries?: (prometheus.TimeSeries.$Properties[]|null);

            /** WriteRequest metadata */
            metadata?: (prometheus.MetricMetadata.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a WriteRequest. */
        type $Shape = {
          timeseries?: prometheus.TimeSeries.$Shape[]|null;
          metadata?: prometheus.MetricMetadata.$Shape[]|null;
          $unknowns?: Uint8Array[];
        };
    }

    /**
     * Properties of a ReadRequest.
     * @deprecated Use prometheus.ReadRequest.$Properties instead.
     */
    interface IReadRequest extends prometheus.ReadRequest.$Properties {
    }

    /** Represents a ReadRequest. */
    class ReadRequest {

        /**
         * Constructs a new ReadRequest.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.ReadRequest.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ReadRequest queries. */
        queries: prometheus.Query.$Properties[];

        /** ReadRequest acceptedResponseTypes. */
        acceptedResponseTypes: prometheus.ReadRequest.ResponseType[];

        /**
         * Encodes the specified ReadRequest message. Does not implicitly {@link prometheus.ReadRequest.verify|verify} messages.
         * @param message ReadRequest message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.ReadRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ReadRequest message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.ReadRequest & prometheus.ReadRequest.$Shape} ReadRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.ReadRequest & prometheus.ReadRequest.$Shape;
    }

    namespace ReadRequest {

        /** Properties of a ReadRequest. */
        interface $Properties {

            /** ReadRequest queries */
            queries?: (prometheus.Query.$Properties[]|null);

            /** ReadRequest acceptedResponseTypes */
            acceptedResponseTypes?: (prometheus.ReadRequest.ResponseType[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ReadRequest. */
        type $Shape = prometheus.ReadRequest.$Properties;

        /** ResponseType enum. */
        enum ResponseType {

            /** SAMPLES value */
            SAMPLES = 0,

            /** STREAMED_XOR_CHUNKS value */
            STREAMED_XOR_CHUNKS = 1
        }
    }

    /**
     * Properties of a ReadResponse.
     * @deprecated Use prometheus.ReadResponse.$Properties instead.
     */
    interface IReadResponse extends prometheus.ReadResponse.$Properties {
    }

    /** Represents a ReadResponse. */
    class ReadResponse {

        /**
         * Constructs a new ReadResponse.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.ReadResponse.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ReadResponse results. */
        results: prometheus.QueryResult.$Properties[];

        /**
         * Encodes the specified ReadResponse message. Does not implicitly {@link prometheus.ReadResponse.verify|verify} messages.
         * @param message ReadResponse message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.ReadResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ReadResponse message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.ReadResponse & prometheus.ReadResponse.$Shape} ReadResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.ReadResponse & prometheus.ReadResponse.$Shape;
    }

    namespace ReadResponse {

        /** Properties of a ReadResponse. */
        interface $Properties {

            /** ReadResponse results */
            results?: (prometheus.QueryResult.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ReadResponse. */
        type $Shape = {
          results?: prometheus.QueryResult.$Shape[]|null;
          $unknowns?: Uint8Array[];
        };
    }

    /**
     * Properties of a Query.
     * @deprecated Use prometheus.Query.$Properties instead.
     */
    interface IQuery extends prometheus.Query.$Properties {
    }

    /** Represents a Query. */
    class Query {

        /**
         * Constructs a new Query.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Query.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Query startTimestampMs. */
        startTimestampMs: (number|Long);

        /** Query endTimestampMs. */
        endTimestampMs: (number|Long);

        /** Query matchers. */
        matchers: prometheus.LabelMatcher.$Properties[];

        /** Query hints. */
        hints?: (prometheus.ReadHints.$Properties|null);

        /**
         * Encodes the specified Query message. Does not implicitly {@link prometheus.Query.verify|verify} messages.
         * @param message Query message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Query.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Query message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Query & prometheus.Query.$Shape} Query
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Query & prometheus.Query.$Shape;
    }

    namespace Query {

        /** Properties of a Query. */
        interface $Properties {

            /** Query startTimestampMs */
            startTimestampMs?: (number|Long|null);

            /** Query endTimestampMs */
            endTimestampMs?: (number|Long|null);

            /** Query matchers */
            matchers?: (prometheus.LabelMatcher.$Properties[]|null);

            /** Query hints */
            hints?: (prometheus.ReadHints.$Properties|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Query. */
        type $Shape = prometheus.Query.$Properties;
    }

    /**
     * Properties of a QueryResult.
     * @deprecated Use prometheus.QueryResult.$Properties instead.
     */
    interface IQueryResult extends prometheus.QueryResult.$Properties {
    }

    /** Represents a QueryResult. */
    class QueryResult {

        /**
         * Constructs a new QueryResult.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.QueryResult.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** QueryResult timeseries. */
        timeseries: prometheus.TimeSeries.$Properties[];

        /**
         * Encodes the specified QueryResult message. Does not implicitly {@link prometheus.QueryResult.verify|verify} messages.
         * @param message QueryResult message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.QueryResult.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a QueryResult message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.QueryResult & prometheus.QueryResult.$Shape} QueryResult
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.QueryResult & prometheus.QueryResult.$Shape;
    }

    namespace QueryResult {

        /** Properties of a QueryResult. */
        interface $Properties {

            /** QueryResult timeseries */
            timeseries?: (prometheus.TimeSeries.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a QueryResult. */
        type $Shape = {
          timeseries?: prometheus.TimeSeries.$Shape[]|null;
          $unknowns?: Uint8Array[];
        };
    }

    /**
     * Properties of a ChunkedReadResponse.
     * @deprecated Use prometheus.ChunkedReadResponse.$Properties instead.
     */
    interface IChunkedReadResponse extends prometheus.ChunkedReadResponse.$Properties {
    }

    /** Represents a ChunkedReadResponse. */
    class ChunkedReadResponse {

        /**
         * Constructs a new ChunkedReadResponse.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.ChunkedReadResponse.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ChunkedReadResponse chunkedSeries. */
        chunkedSeries: prometheus.ChunkedSeries.$Properties[];

        /** ChunkedReadResponse queryIndex. */
        queryIndex: (number|Long);

        /**
         * Encodes the specified ChunkedReadResponse message. Does not implicitly {@link prometheus.ChunkedReadResponse.verify|verify} messages.
         * @param message ChunkedReadResponse message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.ChunkedReadResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ChunkedReadResponse message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.ChunkedReadResponse & prometheus.ChunkedReadResponse.$Shape} ChunkedReadResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.ChunkedReadResponse & prometheus.ChunkedReadResponse.$Shape;
    }

    namespace ChunkedReadResponse {

        /** Properties of a ChunkedReadResponse. */
        interface $Properties {

            /** ChunkedReadResponse chunkedSeries */
            chunkedSeries?: (prometheus.ChunkedSeries.$Properties[]|null);

            /** ChunkedReadResponse queryIndex */
            queryIndex?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ChunkedReadResponse. */
        type $Shape = prometheus.ChunkedReadResponse.$Properties;
    }

    /**
     * Properties of a MetricMetadata.
     * @deprecated Use prometheus.MetricMetadata.$Properties instead.
     */
    interface IMetricMetadata extends prometheus.MetricMetadata.$Properties {
    }

    /** Represents a MetricMetadata. */
    class MetricMetadata {

        /**
         * Constructs a new MetricMetadata.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.MetricMetadata.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** MetricMetadata type. */
        type: prometheus.MetricMetadata.MetricType;

        /** MetricMetadata metricFamilyName. */
        metricFamilyName: string;

        /** MetricMetadata help. */
        help: string;

        /** MetricMetadata unit. */
        unit: string;

        /**
         * Encodes the specified MetricMetadata message. Does not implicitly {@link prometheus.MetricMetadata.verify|verify} messages.
         * @param message MetricMetadata message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.MetricMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a MetricMetadata message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.MetricMetadata & prometheus.MetricMetadata.$Shape} MetricMetadata
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.MetricMetadata & prometheus.MetricMetadata.$Shape;
    }

    namespace MetricMetadata {

        /** Properties of a MetricMetadata. */
        interface $Properties {

            /** MetricMetadata type */
            type?: (prometheus.MetricMetadata.MetricType|null);

            /** MetricMetadata metricFamilyName */
            metricFamilyName?: (string|null);

            /** MetricMetadata help */
            help?: (string|null);

            /** MetricMetadata unit */
            unit?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a MetricMetadata. */
        type $Shape = prometheus.MetricMetadata.$Properties;

        /** MetricType enum. */
        enum MetricType {

            /** UNKNOWN value */
            UNKNOWN = 0,

            /** COUNTER value */
            COUNTER = 1,

            /** GAUGE value */
            GAUGE = 2,

            /** HISTOGRAM value */
            HISTOGRAM = 3,

            /** GAUGEHISTOGRAM value */
            GAUGEHISTOGRAM = 4,

            /** SUMMARY value */
            SUMMARY = 5,

            /** INFO value */
            INFO = 6,

            /** STATESET value */
            STATESET = 7
        }
    }

    /**
     * Properties of a Sample.
     * @deprecated Use prometheus.Sample.$Properties instead.
     */
    interface ISample extends prometheus.Sample.$Properties {
    }

    /** Represents a Sample. */
    class Sample {

        /**
         * Constructs a new Sample.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Sample.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Sample value. */
        value: number;

        /** Sample timestamp. */
        timestamp: (number|Long);

        /**
         * Encodes the specified Sample message. Does not implicitly {@link prometheus.Sample.verify|verify} messages.
         * @param message Sample message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Sample.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Sample message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Sample & prometheus.Sample.$Shape} Sample
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Sample & prometheus.Sample.$Shape;
    }

    namespace Sample {

        /** Properties of a Sample. */
        interface $Properties {

            /** Sample value */
            value?: (number|null);

            /** Sample timestamp */
            timestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Sample. */
        type $Shape = prometheus.Sample.$Properties;
    }

    /**
     * Properties of an Exemplar.
     * @deprecated Use prometheus.Exemplar.$Properties instead.
     */
    interface IExemplar extends prometheus.Exemplar.$Properties {
    }

    /** Represents an Exemplar. */
    class Exemplar {

        /**
         * Constructs a new Exemplar.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Exemplar.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Exemplar labels. */
        labels: prometheus.Label.$Properties[];

        /** Exemplar value. */
        value: number;

        /** Exemplar timestamp. */
        timestamp: (number|Long);

        /**
         * Encodes the specified Exemplar message. Does not implicitly {@link prometheus.Exemplar.verify|verify} messages.
         * @param message Exemplar message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Exemplar.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an Exemplar message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Exemplar & prometheus.Exemplar.$Shape} Exemplar
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Exemplar & prometheus.Exemplar.$Shape;
    }

    namespace Exemplar {

        /** Properties of an Exemplar. */
        interface $Properties {

            /** Exemplar labels */
            labels?: (prometheus.Label.$Properties[]|null);

            /** Exemplar value */
            value?: (number|null);

            /** Exemplar timestamp */
            timestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an Exemplar. */
        type $Shape = prometheus.Exemplar.$Properties;
    }

    /**
     * Properties of a Histogram.
     * @deprecated Use prometheus.Histogram.$Properties instead.
     */
    interface IHistogram extends prometheus.Histogram.$Properties {
    }

    /** Represents a Histogram. */
    class Histogram {

        /**
         * Constructs a new Histogram.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Histogram.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Histogram countInt. */
        countInt?: (number|Long|null);

        /** Histogram countFloat. */
        countFloat?: (number|null);

        /** Histogram sum. */
        sum: number;

        /** Histogram schema. */
        schema: number;

        /** Histogram zeroThreshold. */
        zeroThreshold: number;

        /** Histogram zeroCountInt. */
        zeroCountInt?: (number|Long|null);

        /** Histogram zeroCountFloat. */
        zeroCountFloat?: (number|null);

        /** Histogram negativeSpans. */
        negativeSpans: prometheus.BucketSpan.$Properties[];

        /** Histogram negativeDeltas. */
        negativeDeltas: (number|Long)[];

        /** Histogram negativeCounts. */
        negativeCounts: number[];

        /** Histogram positiveSpans. */
        positiveSpans: prometheus.BucketSpan.$Properties[];

        /** Histogram positiveDeltas. */
        positiveDeltas: (number|Long)[];

        /** Histogram positiveCounts. */
        positiveCounts: number[];

        /** Histogram resetHint. */
        resetHint: prometheus.Histogram.ResetHint;

        /** Histogram timestamp. */
        timestamp: (number|Long);

        /** Histogram customValues. */
        customValues: number[];

        /** Histogram count. */
        count?: ("countInt"|"countFloat");

        /** Histogram zeroCount. */
        zeroCount?: ("zeroCountInt"|"zeroCountFloat");

        /**
         * Encodes the specified Histogram message. Does not implicitly {@link prometheus.Histogram.verify|verify} messages.
         * @param message Histogram message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Histogram.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Histogram message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Histogram & prometheus.Histogram.$Shape} Histogram
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Histogram & prometheus.Histogram.$Shape;
    }

    namespace Histogram {

        /** Properties of a Histogram. */
        interface $Properties {

            /** Histogram countInt */
            countInt?: (number|Long|null);

            /** Histogram countFloat */
            countFloat?: (number|null);

            /** Histogram sum */
            sum?: (number|null);

            /** Histogram schema */
            schema?: (number|null);

            /** Histogram zeroThreshold */
            zeroThreshold?: (number|null);

            /** Histogram zeroCountInt */
            zeroCountInt?: (number|Long|null);

            /** Histogram zeroCountFloat */
            zeroCountFloat?: (number|null);

            /** Histogram negativeSpans */
            negativeSpans?: (prometheus.BucketSpan.$Properties[]|null);

            /** Histogram negativeDeltas */
            negativeDeltas?: ((number|Long)[]|null);

            /** Histogram negativeCounts */
            negativeCounts?: (number[]|null);

            /** Histogram positiveSpans */
            positiveSpans?: (prometheus.BucketSpan.$Properties[]|null);

            /** Histogram positiveDeltas */
            positiveDeltas?: ((number|Long)[]|null);

            /** Histogram positiveCounts */
            positiveCounts?: (number[]|null);

            /** Histogram resetHint */
            resetHint?: (prometheus.Histogram.ResetHint|null);

            /** Histogram timestamp */
            timestamp?: (number|Long|null);

            /** Histogram customValues */
            customValues?: (number[]|null);

            /** Histogram count */
            count?: ("countInt"|"countFloat");

            /** Histogram zeroCount */
            zeroCount?: ("zeroCountInt"|"zeroCountFloat");

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Narrowed shape of a Histogram. */
        type $Shape = {
          countInt?: number|Long|null;
          countFloat?: number|null;
          sum?: number|null;
          schema?: number|null;
          zeroThreshold?: number|null;
          zeroCountInt?: number|Long|null;
          zeroCountFloat?: number|null;
          negativeSpans?: prometheus.BucketSpan.$Shape[]|null;
          negativeDeltas?: (number|Long)[]|null;
          negativeCounts?: number[]|null;
          positiveSpans?: prometheus.BucketSpan.$Shape[]|null;
          positiveDeltas?: (number|Long)[]|null;
          positiveCounts?: number[]|null;
          resetHint?: prometheus.Histogram.ResetHint|null;
          timestamp?: number|Long|null;
          customValues?: number[]|null;
          $unknowns?: Uint8Array[];
        } & (
          ({ count?: undefined; countInt?: null; countFloat?: null }|{ count?: "countInt"; countInt: number|Long; countFloat?: null }|{ count?: "countFloat"; countInt?: null; countFloat: number })
        ) & (
          ({ zeroCount?: undefined; zeroCountInt?: null; zeroCountFloat?: null }|{ zeroCount?: "zeroCountInt"; zeroCountInt: number|Long; zeroCountFloat?: null }|{ zeroCount?: "zeroCountFloat"; zeroCountInt?: null; zeroCountFloat: number })
        );

        /** ResetHint enum. */
        enum ResetHint {

            /** UNKNOWN value */
            UNKNOWN = 0,

            /** YES value */
            YES = 1,

            /** NO value */
            NO = 2,

            /** GAUGE value */
            GAUGE = 3
        }
    }

    /**
     * Properties of a BucketSpan.
     * @deprecated Use prometheus.BucketSpan.$Properties instead.
     */
    interface IBucketSpan extends prometheus.BucketSpan.$Properties {
    }

    /** Represents a BucketSpan. */
    class BucketSpan {

        /**
         * Constructs a new BucketSpan.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.BucketSpan.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** BucketSpan offset. */
        offset: number;

        /** BucketSpan length. */
        length: number;

        /**
         * Encodes the specified BucketSpan message. Does not implicitly {@link prometheus.BucketSpan.verify|verify} messages.
         * @param message BucketSpan message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.BucketSpan.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a BucketSpan message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.BucketSpan & prometheus.BucketSpan.$Shape} BucketSpan
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.BucketSpan & prometheus.BucketSpan.$Shape;
    }

    namespace BucketSpan {

        /** Properties of a BucketSpan. */
        interface $Properties {

            /** BucketSpan offset */
            offset?: (number|null);

            /** BucketSpan length */
            length?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a BucketSpan. */
        type $Shape = prometheus.BucketSpan.$Properties;
    }

    /**
     * Properties of a TimeSeries.
     * @deprecated Use prometheus.TimeSeries.$Properties instead.
     */
    interface ITimeSeries extends prometheus.TimeSeries.$Properties {
    }

    /** Represents a TimeSeries. */
    class TimeSeries {

        /**
         * Constructs a new TimeSeries.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.TimeSeries.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** TimeSeries labels. */
        labels: prometheus.Label.$Properties[];

        /** TimeSeries samples. */
        samples: prometheus.Sample.$Properties[];

        /** TimeSeries exemplars. */
        exemplars: prometheus.Exemplar.$Properties[];

        /** TimeSeries histograms. */
        histograms: prometheus.Histogram.$Properties[];

        /**
         * Encodes the specified TimeSeries message. Does not implicitly {@link prometheus.TimeSeries.verify|verify} messages.
         * @param message TimeSeries message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.TimeSeries.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a TimeSeries message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.TimeSeries & prometheus.TimeSeries.$Shape} TimeSeries
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.TimeSeries & prometheus.TimeSeries.$Shape;
    }

    namespace TimeSeries {

        /** Properties of a TimeSeries. */
        interface $Properties {

            /** TimeSeries labels */
            labels?: (prometheus.Label.$Properties[]|null);

            /** TimeSeries samples */
            samples?: (prometheus.Sample.$Properties[]|null);

            /** TimeSeries exemplars */
            exemplars?: (prometheus.Exemplar.$Properties[]|null);

            /** TimeSeries histograms */
            histograms?: (prometheus.Histogram.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a TimeSeries. */
        type $Shape = {
          labels?: prometheus.Label.$Shape[]|null;
          samples?: prometheus.Sample.$Shape[]|null;
          exemplars?: prometheus.Exemplar.$Shape[]|null;
          histograms?: prometheus.Histogram.$Shape[]|null;
          $unknowns?: Uint8Array[];
        };
    }

    /**
     * Properties of a Label.
     * @deprecated Use prometheus.Label.$Properties instead.
     */
    interface ILabel extends prometheus.Label.$Properties {
    }

    /** Represents a Label. */
    class Label {

        /**
         * Constructs a new Label.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Label.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Label name. */
        name: string;

        /** Label value. */
        value: string;

        /**
         * Encodes the specified Label message. Does not implicitly {@link prometheus.Label.verify|verify} messages.
         * @param message Label message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Label.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Label message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Label & prometheus.Label.$Shape} Label
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Label & prometheus.Label.$Shape;
    }

    namespace Label {

        /** Properties of a Label. */
        interface $Properties {

            /** Label name */
            name?: (string|null);

            /** Label value */
            value?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Label. */
        type $Shape = prometheus.Label.$Properties;
    }

    /**
     * Properties of a Labels.
     * @deprecated Use prometheus.Labels.$Properties instead.
     */
    interface ILabels extends prometheus.Labels.$Properties {
    }

    /** Represents a Labels. */
    class Labels {

        /**
         * Constructs a new Labels.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Labels.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Labels labels. */
        labels: prometheus.Label.$Properties[];

        /**
         * Encodes the specified Labels message. Does not implicitly {@link prometheus.Labels.verify|verify} messages.
         * @param message Labels message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Labels.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Labels message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Labels & prometheus.Labels.$Shape} Labels
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Labels & prometheus.Labels.$Shape;
    }

    namespace Labels {

        /** Properties of a Labels. */
        interface $Properties {

            /** Labels labels */
            labels?: (prometheus.Label.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Labels. */
        type $Shape = prometheus.Labels.$Properties;
    }

    /**
     * Properties of a LabelMatcher.
     * @deprecated Use prometheus.LabelMatcher.$Properties instead.
     */
    interface ILabelMatcher extends prometheus.LabelMatcher.$Properties {
    }

    /** Represents a LabelMatcher. */
    class LabelMatcher {

        /**
         * Constructs a new LabelMatcher.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.LabelMatcher.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** LabelMatcher type. */
        type: prometheus.LabelMatcher.Type;

        /** LabelMatcher name. */
        name: string;

        /** LabelMatcher value. */
        value: string;

        /**
         * Encodes the specified LabelMatcher message. Does not implicitly {@link prometheus.LabelMatcher.verify|verify} messages.
         * @param message LabelMatcher message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.LabelMatcher.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a LabelMatcher message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.LabelMatcher & prometheus.LabelMatcher.$Shape} LabelMatcher
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.LabelMatcher & prometheus.LabelMatcher.$Shape;
    }

    namespace LabelMatcher {

        /** Properties of a LabelMatcher. */
        interface $Properties {

            /** LabelMatcher type */
            type?: (prometheus.LabelMatcher.Type|null);

            /** LabelMatcher name */
            name?: (string|null);

            /** LabelMatcher value */
            value?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a LabelMatcher. */
        type $Shape = prometheus.LabelMatcher.$Properties;

        /** Type enum. */
        enum Type {

            /** EQ value */
            EQ = 0,

            /** NEQ value */
            NEQ = 1,

            /** RE value */
            RE = 2,

            /** NRE value */
            NRE = 3
        }
    }

    /**
     * Properties of a ReadHints.
     * @deprecated Use prometheus.ReadHints.$Properties instead.
     */
    interface IReadHints extends prometheus.ReadHints.$Properties {
    }

    /** Represents a ReadHints. */
    class ReadHints {

        /**
         * Constructs a new ReadHints.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.ReadHints.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ReadHints stepMs. */
        stepMs: (number|Long);

        /** ReadHints func. */
        func: string;

        /** ReadHints startMs. */
        startMs: (number|Long);

        /** ReadHints endMs. */
        endMs: (number|Long);

        /** ReadHints grouping. */
        grouping: string[];

        /** ReadHints by. */
        by: boolean;

        /** ReadHints rangeMs. */
        rangeMs: (number|Long);

        /**
         * Encodes the specified ReadHints message. Does not implicitly {@link prometheus.ReadHints.verify|verify} messages.
         * @param message ReadHints message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.ReadHints.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ReadHints message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.ReadHints & prometheus.ReadHints.$Shape} ReadHints
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.ReadHints & prometheus.ReadHints.$Shape;
    }

    namespace ReadHints {

        /** Properties of a ReadHints. */
        interface $Properties {

            /** ReadHints stepMs */
            stepMs?: (number|Long|null);

            /** ReadHints func */
            func?: (string|null);

            /** ReadHints startMs */
            startMs?: (number|Long|null);

            /** ReadHints endMs */
            endMs?: (number|Long|null);

            /** ReadHints grouping */
            grouping?: (string[]|null);

            /** ReadHints by */
            by?: (boolean|null);

            /** ReadHints rangeMs */
            rangeMs?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ReadHints. */
        type $Shape = prometheus.ReadHints.$Properties;
    }

    /**
     * Properties of a Chunk.
     * @deprecated Use prometheus.Chunk.$Properties instead.
     */
    interface IChunk extends prometheus.Chunk.$Properties {
    }

    /** Represents a Chunk. */
    class Chunk {

        /**
         * Constructs a new Chunk.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.Chunk.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Chunk minTimeMs. */
        minTimeMs: (number|Long);

        /** Chunk maxTimeMs. */
        maxTimeMs: (number|Long);

        /** Chunk type. */
        type: prometheus.Chunk.Encoding;

        /** Chunk data. */
        data: Uint8Array;

        /**
         * Encodes the specified Chunk message. Does not implicitly {@link prometheus.Chunk.verify|verify} messages.
         * @param message Chunk message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.Chunk.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Chunk message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.Chunk & prometheus.Chunk.$Shape} Chunk
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.Chunk & prometheus.Chunk.$Shape;
    }

    namespace Chunk {

        /** Properties of a Chunk. */
        interface $Properties {

            /** Chunk minTimeMs */
            minTimeMs?: (number|Long|null);

            /** Chunk maxTimeMs */
            maxTimeMs?: (number|Long|null);

            /** Chunk type */
            type?: (prometheus.Chunk.Encoding|null);

            /** Chunk data */
            data?: (Uint8Array|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Chunk. */
        type $Shape = prometheus.Chunk.$Properties;

        /** Encoding enum. */
        enum Encoding {

            /** UNKNOWN value */
            UNKNOWN = 0,

            /** XOR value */
            XOR = 1,

            /** HISTOGRAM value */
            HISTOGRAM = 2,

            /** FLOAT_HISTOGRAM value */
            FLOAT_HISTOGRAM = 3,

            /** XOR2 value */
            XOR2 = 4,

            /** HISTOGRAM_ST value */
            HISTOGRAM_ST = 5,

            /** FLOAT_HISTOGRAM_ST value */
            FLOAT_HISTOGRAM_ST = 6
        }
    }

    /**
     * Properties of a ChunkedSeries.
     * @deprecated Use prometheus.ChunkedSeries.$Properties instead.
     */
    interface IChunkedSeries extends prometheus.ChunkedSeries.$Properties {
    }

    /** Represents a ChunkedSeries. */
    class ChunkedSeries {

        /**
         * Constructs a new ChunkedSeries.
         * @param [properties] Properties to set
         */
        constructor(properties?: prometheus.ChunkedSeries.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ChunkedSeries labels. */
        labels: prometheus.Label.$Properties[];

        /** ChunkedSeries chunks. */
        chunks: prometheus.Chunk.$Properties[];

        /**
         * Encodes the specified ChunkedSeries message. Does not implicitly {@link prometheus.ChunkedSeries.verify|verify} messages.
         * @param message ChunkedSeries message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: prometheus.ChunkedSeries.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ChunkedSeries message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {prometheus.ChunkedSeries & prometheus.ChunkedSeries.$Shape} ChunkedSeries
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): prometheus.ChunkedSeries & prometheus.ChunkedSeries.$Shape;
    }

    namespace ChunkedSeries {

        /** Properties of a ChunkedSeries. */
        interface $Properties {

            /** ChunkedSeries labels */
            labels?: (prometheus.Label.$Properties[]|null);

            /** ChunkedSeries chunks */
            chunks?: (prometheus.Chunk.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ChunkedSeries. */
        type $Shape = prometheus.ChunkedSeries.$Properties;
    }
}
