"""The views: a book collection kept in memory, and echoes of parameters, uploads, forms and
credentials, so the Swift tests can check that each value arrived exactly."""
import hashlib
import uuid

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import parsers, permissions, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from . import authentication
from .serializers import (BookSerializer, EchoSerializer, ProblemSerializer, SubscriptionSerializer,
                          UploadEchoSerializer, UploadSerializer, WhoamiSerializer)

BOOKS = {}


def stored(book_id):
    if book_id not in BOOKS:
        raise NotFound(f"book {book_id} not found")
    return BOOKS[book_id]


class BookList(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter("genre", str, enum=["fiction", "non-fiction", "poetry"]),
            OpenApiParameter("published_after", OpenApiTypes.DATE),
            OpenApiParameter("search", str, description="Part of the title"),
        ],
        responses=BookSerializer(many=True),
    )
    def get(self, request):
        books = list(BOOKS.values())
        if "genre" in request.query_params:
            books = [book for book in books if book["genre"] == request.query_params["genre"]]
        if "search" in request.query_params:
            books = [book for book in books if request.query_params["search"] in book["title"]]
        if "published_after" in request.query_params:
            after = request.query_params["published_after"]
            books = [book for book in books if book["published"].isoformat() > after]
        return Response(BookSerializer(books, many=True).data)

    @extend_schema(request=BookSerializer, responses={201: BookSerializer})
    def post(self, request):
        serializer = BookSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        book = dict(serializer.validated_data, id=uuid.uuid4())
        BOOKS[book["id"]] = book
        return Response(BookSerializer(book).data, status=status.HTTP_201_CREATED)


class BookDetail(APIView):
    @extend_schema(responses={200: BookSerializer, 404: ProblemSerializer})
    def get(self, request, book_id):
        return Response(BookSerializer(stored(book_id)).data)

    @extend_schema(request=BookSerializer, responses={200: BookSerializer, 404: ProblemSerializer})
    def put(self, request, book_id):
        stored(book_id)
        serializer = BookSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        BOOKS[book_id] = dict(serializer.validated_data, id=book_id)
        return Response(BookSerializer(BOOKS[book_id]).data)

    @extend_schema(request=BookSerializer(partial=True), responses={200: BookSerializer, 404: ProblemSerializer})
    def patch(self, request, book_id):
        book = stored(book_id)
        serializer = BookSerializer(book, data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        book.update(serializer.validated_data)
        return Response(BookSerializer(book).data)

    @extend_schema(responses={204: None, 404: ProblemSerializer})
    def delete(self, request, book_id):
        stored(book_id)
        del BOOKS[book_id]
        return Response(status=status.HTTP_204_NO_CONTENT)


class EchoParameters(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter("ids", int, many=True, explode=False, style="form"),
            OpenApiParameter("genre", str, enum=["fiction", "non-fiction", "poetry"]),
            OpenApiParameter("day", OpenApiTypes.DATE),
            OpenApiParameter("X-Trace", str, location=OpenApiParameter.HEADER),
            OpenApiParameter("session", str, location=OpenApiParameter.COOKIE),
        ],
        responses=EchoSerializer,
    )
    def get(self, request, slug):
        ids = request.query_params.get("ids")
        return Response(EchoSerializer({
            "slug": slug,
            "ids": [int(part) for part in ids.split(",")] if ids else [],
            "genre": request.query_params.get("genre"),
            "day": request.query_params.get("day"),
            "trace": request.headers.get("X-Trace"),
            "session": request.COOKIES.get("session"),
        }).data)


class Uploads(APIView):
    parser_classes = [parsers.MultiPartParser]

    @extend_schema(request=UploadSerializer, responses={201: UploadEchoSerializer})
    def post(self, request):
        serializer = UploadSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        upload = serializer.validated_data["file"]
        data = upload.read()
        return Response(UploadEchoSerializer({
            "caption": serializer.validated_data["caption"], "name": upload.name,
            "size": len(data), "sha256": hashlib.sha256(data).hexdigest(),
        }).data, status=status.HTTP_201_CREATED)


class Subscriptions(APIView):
    parser_classes = [parsers.FormParser]

    @extend_schema(request=SubscriptionSerializer, responses=SubscriptionSerializer)
    def post(self, request):
        serializer = SubscriptionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data, topics=sorted(serializer.validated_data["topics"]))
        return Response(SubscriptionSerializer(data).data)


class Whoami(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses=WhoamiSerializer)
    def get(self, request):
        return Response(WhoamiSerializer({"scheme": request.user.scheme, "credential": request.user.credential}).data)


class WhoamiBearer(Whoami):
    authentication_classes = [authentication.BearerAuthentication]


class WhoamiBasic(Whoami):
    authentication_classes = [authentication.BasicAuthentication]


class WhoamiKey(Whoami):
    authentication_classes = [authentication.KeyAuthentication, authentication.BearerAuthentication]


class Reset(APIView):
    @extend_schema(request=None, responses={204: None})
    def post(self, request):
        BOOKS.clear()
        return Response(status=status.HTTP_204_NO_CONTENT)
